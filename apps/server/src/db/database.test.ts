import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultPoolSize, openPostgres, postgresTarget } from './database';

describe('postgresTarget', () => {
  it('keeps a TCP URL as it is', () => {
    expect(postgresTarget('postgres://root@127.0.0.1:5432/playhall')).toEqual({
      url: 'postgres://root@127.0.0.1:5432/playhall',
    });
  });

  it("takes libpq's socket directory out of the URL, so postgres.js does not send it as a setting", () => {
    const target = postgresTarget(
      'postgres://root@localhost/playhall?host=/var/run/postgresql&sslmode=disable',
    );
    expect(target.host).toBe('/var/run/postgresql');
    expect(new URL(target.url).searchParams.has('host')).toBe(false);
    expect(new URL(target.url).searchParams.get('sslmode')).toBe('disable');
  });
});

describe('defaultPoolSize', () => {
  it('is twice the CPUs plus one, never below three', () => {
    expect(defaultPoolSize()).toBeGreaterThanOrEqual(3);
    expect(defaultPoolSize() % 2).toBe(1);
  });
});

const adminUrl = process.env.DATABASE_URL;
const socketDirectory = '/var/run/postgresql';
describe.skipIf(!adminUrl || !existsSync(`${socketDirectory}/.s.PGSQL.5432`))('over a Unix socket', () => {
  it('reaches the PostgreSQL server through the socket, not TCP', async () => {
    const url = new URL(adminUrl ?? '');
    url.searchParams.set('host', socketDirectory);
    const database = await openPostgres({ url: url.toString(), maxConnections: 1 });
    try {
      const [row] = await database.query<{ address: string | null }>('select inet_server_addr() as address');
      expect(row?.address).toBeNull();
    } finally {
      await database.close();
    }
  });
});
