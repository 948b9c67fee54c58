import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { SAFETY_TTL_MS, TableCache } from './table-cache';

function fakeDatabase() {
  let listener: ((payload: string) => void) | undefined;
  const database = {
    listen: async (_channel: string, onPayload: (payload: string) => void) => {
      listener = onPayload;
      return async () => {
        listener = undefined;
      };
    },
  } as unknown as Database;
  return { database, notify: (table: string) => listener?.(table) };
}

const silentLog = { debug() {}, warn() {} } as never;

/** A query builder runs its query each time it is awaited; the cache must await it once. */
function countingThenable(counter: { runs: number }, value: string) {
  return {
    // biome-ignore lint/suspicious/noThenProperty: this object imitates a query builder, which is a thenable
    then(resolve: (result: string) => void) {
      counter.runs++;
      resolve(value);
    },
  } as unknown as Promise<string>;
}

describe('table cache', () => {
  it('runs a query-builder load once for any number of readers', async () => {
    const { database } = fakeDatabase();
    const cache = new TableCache(database, silentLog);
    await cache.start();
    const counter = { runs: 0 };
    const read = cache.cached(['banners'], () => countingThenable(counter, 'rows'));
    expect(await Promise.all([read(), read(), read()])).toEqual(['rows', 'rows', 'rows']);
    expect(await read()).toBe('rows');
    expect(counter.runs).toBe(1);
  });

  it('reloads after a NOTIFY for one of its tables, and only then', async () => {
    const { database, notify } = fakeDatabase();
    const cache = new TableCache(database, silentLog);
    await cache.start();
    let version = 0;
    const read = cache.cached(['banners', 'notices'], async () => ++version);
    expect(await read()).toBe(1);
    notify('countries');
    expect(await read()).toBe(1);
    notify('notices');
    expect(await read()).toBe(2);
  });

  it('forgets a failed load so that the next reader tries again', async () => {
    const { database } = fakeDatabase();
    const cache = new TableCache(database, silentLog);
    let attempt = 0;
    const read = cache.cached(['banners'], async () => {
      attempt++;
      if (attempt === 1) throw new Error('database away');
      return 'rows';
    });
    await expect(read()).rejects.toThrow('database away');
    expect(await read()).toBe('rows');
  });

  describe('the safety reload', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A load that waits until the test lets it finish, so that the test can read the cache meanwhile. */
    function gatedLoads() {
      const releases: (() => void)[] = [];
      let version = 0;
      const load = () =>
        new Promise<number>((resolve) => {
          const mine = ++version;
          releases.push(() => resolve(mine));
        });
      // A load starts a tick after its read: wait for it before letting it finish.
      const release = async (index: number) => {
        await vi.waitFor(() => expect(releases.length).toBeGreaterThan(index));
        releases[index]?.();
      };
      return { load, release, started: () => releases.length };
    }

    /** A cache of the games table whose first copy (1) is loaded and has just grown past its age. */
    async function agedCache() {
      vi.useFakeTimers({ toFake: ['Date'] });
      const { database, notify } = fakeDatabase();
      const cache = new TableCache(database, silentLog);
      await cache.start();
      const gate = gatedLoads();
      const read = cache.cached(['games'], gate.load);
      const first = read();
      await gate.release(0);
      expect(await first).toBe(1);
      vi.setSystemTime(Date.now() + SAFETY_TTL_MS + 1);
      return { read, gate, notify };
    }

    it('answers from the old copy while a copy past its age reloads, then from the new one', async () => {
      const { read, gate } = await agedCache();
      expect(await read()).toBe(1);
      expect(await read()).toBe(1);
      expect(gate.started()).toBe(2);
      await gate.release(1);
      await vi.waitFor(async () => expect(await read()).toBe(2));
      expect(gate.started()).toBe(2);
    });

    it('never puts back a copy older than a change announced while it loaded', async () => {
      const { read, gate, notify } = await agedCache();
      expect(await read()).toBe(1);
      notify('games');
      const afterChange = read();
      await gate.release(2);
      expect(await afterChange).toBe(3);
      await gate.release(1);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await read()).toBe(3);
    });
  });
});
