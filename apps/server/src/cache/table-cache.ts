import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';

export const CACHE_CHANNEL = 'playhall_cache';

/** Even if a notification is lost (a dropped listen connection), no copy lives longer than this. */
const SAFETY_TTL_MS = 60_000;

type Entry = { tables: readonly string[]; value: Promise<unknown> | undefined; loadedAt: number };

/**
 * In-memory copies of read-mostly tables. Each copy names the tables it was built from; a trigger on those
 * tables NOTIFYs every server (migration 0001), which drops the copies at once. So an operator's change, made
 * anywhere, is seen by every node on its next request.
 */
export class TableCache {
  private readonly entries = new Set<Entry>();
  private readonly syncWaiters = new Map<string, () => void>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(CACHE_CHANNEL, (payload) => {
      if (payload.startsWith('sync:')) this.syncWaiters.get(payload.slice(5))?.();
      else this.invalidate(payload);
    });
  }

  /**
   * Resolves once every change committed before the call has reached this node's cache: notifications arrive in
   * commit order, so hearing our own marker means all earlier ones were heard. For read-your-writes after
   * changing settings.
   */
  async sync(): Promise<void> {
    const marker = `${Date.now()}-${Math.random()}`;
    const heard = new Promise<void>((resolve) => this.syncWaiters.set(marker, resolve));
    await this.database.query('select pg_notify($1, $2)', [CACHE_CHANNEL, `sync:${marker}`]);
    await heard;
    this.syncWaiters.delete(marker);
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  invalidate(table: string): void {
    this.log.debug({ table }, 'cache invalidated');
    for (const entry of this.entries) {
      if (entry.tables.includes(table)) entry.value = undefined;
    }
  }

  /** Returns a getter that loads once, shares the pending load between callers, and reloads after a change. */
  cached<T>(tables: readonly string[], load: () => Promise<T>): () => Promise<T> {
    const entry: Entry = { tables, value: undefined, loadedAt: 0 };
    this.entries.add(entry);
    return () => {
      const now = Date.now();
      if (entry.value === undefined || now - entry.loadedAt > SAFETY_TTL_MS) {
        // Adopt the result into a real promise once: query builders are thenables that would run again on
        // every await.
        const pending = Promise.resolve().then(load);
        entry.value = pending;
        entry.loadedAt = now;
        pending.catch(() => {
          if (entry.value === pending) entry.value = undefined;
        });
      }
      return entry.value as Promise<T>;
    };
  }
}
