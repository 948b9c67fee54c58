import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { TableCache } from './table-cache';

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
});
