import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';

export const CACHE_CHANNEL = 'playhall_cache';

/**
 * Even if a notification is lost (a dropped listen connection), no copy is trusted for longer than this: past it,
 * the next reader starts a reload (and is answered from the copy until the reload lands).
 */
export const SAFETY_TTL_MS = 60_000;
/** After a failed safety reload, the copy answers this much longer before the next attempt. */
const RETRY_MS = 5_000;

type Entry = {
  tables: readonly string[];
  value: Promise<unknown> | undefined;
  loadedAt: number;
  /** Counts announced changes: a refresh started before one must not put its older copy back. */
  generation: number;
  isRefreshing: boolean;
};

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
      if (entry.tables.includes(table)) {
        entry.value = undefined;
        entry.generation++;
      }
    }
  }

  /**
   * Returns a getter that loads once, shares the pending load between callers, and reloads after a change. A copy
   * that is only old (no change was announced) keeps answering while its fresh copy loads in the background, so
   * no reader waits for the safety reload (the game catalogue takes about 0.3 s to build).
   */
  cached<T>(tables: readonly string[], load: () => Promise<T>): () => Promise<T> {
    const entry: Entry = { tables, value: undefined, loadedAt: 0, generation: 0, isRefreshing: false };
    this.entries.add(entry);
    // Adopt the result into a real promise once: query builders are thenables that would run again on every await.
    const start = () => Promise.resolve().then(load);
    return () => {
      const now = Date.now();
      if (entry.value === undefined) {
        const pending = start();
        entry.value = pending;
        entry.loadedAt = now;
        pending.catch(() => {
          if (entry.value === pending) entry.value = undefined;
        });
      } else if (now - entry.loadedAt > SAFETY_TTL_MS && !entry.isRefreshing) {
        const { generation } = entry;
        const fresh = start();
        entry.isRefreshing = true;
        fresh.then(
          () => {
            entry.isRefreshing = false;
            if (entry.generation !== generation || entry.value === undefined) return;
            entry.value = fresh;
            entry.loadedAt = Date.now();
          },
          (error: unknown) => {
            // The old copy stays; a reader a few seconds later tries again.
            entry.isRefreshing = false;
            entry.loadedAt = Date.now() - SAFETY_TTL_MS + RETRY_MS;
            this.log.warn({ err: error, tables }, 'cache refresh failed');
          },
        );
      }
      return entry.value as Promise<T>;
    };
  }
}
