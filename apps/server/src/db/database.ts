import { availableParallelism } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';

export type Db = PgDatabase<PgQueryResultHKT>;

/** Plain SQL access that behaves the same on both engines; int8 columns come back as `bigint`. */
export interface SqlRunner {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs several statements at once, without parameters (migrations, maintenance). */
  exec(text: string): Promise<void>;
}

export interface Database extends SqlRunner {
  readonly engine: 'pglite' | 'postgres';
  readonly db: Db;
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
  /**
   * Statements that give up after `ms` (running or waiting for a lock) instead of succeeding late: for callers with
   * a deadline of their own (game vendors). PGlite runs one statement at a time in this process and has no
   * time-outs; there it is the plain runner.
   */
  withTimeout(ms: number): SqlRunner;
  /** Subscribes to a NOTIFY channel; resolves to the function that unsubscribes. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const INT8_OID = 20;

export type PgliteSource = { dataDir: string } | { dump: Blob };

export type PgliteDatabase = Database & {
  /** A gzipped tarball of the whole data directory; `openPglite({ dump })` opens a copy from it. */
  dump(): Promise<Blob>;
};

export async function openPglite(source: PgliteSource): Promise<PgliteDatabase> {
  const options = { parsers: { [INT8_OID]: (value: string) => BigInt(value) } };
  const client =
    'dataDir' in source
      ? await PGlite.create(source.dataDir, options)
      : await PGlite.create({ ...options, loadDataDir: source.dump });
  const runner = (target: Pick<PGlite, 'query' | 'exec'>): SqlRunner => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(text, [...params]);
      return result.rows;
    },
    async exec(text: string) {
      await target.exec(text);
    },
  });
  return {
    engine: 'pglite',
    db: drizzlePglite({ client }),
    ...runner(client),
    transaction: (work) => client.transaction((tx) => work(runner(tx))),
    withTimeout: () => runner(client),
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    dump: async () => client.dumpDataDir('gzip'),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export type PostgresOptions = { url: string; maxConnections?: number };

/**
 * Connections per node when DATABASE_POOL_SIZE is not set: twice the CPUs plus one. More connections than the
 * database can run at once only add switching between its backends: bench:wallet on 2 CPUs, callbacks per second
 * with 2, 4, 6, 8, 10 and 20 connections: 1,279, 1,641-1,787, 1,586, 1,303, about 1,350 and 1,389.
 */
export function defaultPoolSize(): number {
  return 2 * availableParallelism() + 1;
}

/**
 * Where a `postgres://` URL points, for postgres.js: libpq's form for a Unix-domain socket,
 * `postgres://user@localhost/db?host=/var/run/postgresql` (the socket's directory), becomes postgres.js's `host` option
 * (left in the URL, postgres.js would send it to the server as a setting). On one machine the socket skips the TCP
 * stack on every statement.
 */
export function postgresTarget(url: string): { url: string; host?: string } {
  const parsed = new URL(url);
  const socketDirectory = parsed.searchParams.get('host');
  if (socketDirectory === null) return { url };
  parsed.searchParams.delete('host');
  return { url: parsed.toString(), host: socketDirectory };
}

export async function openPostgres({ url, maxConnections = 10 }: PostgresOptions): Promise<Database> {
  const target = postgresTarget(url);
  const client = postgres(target.url, {
    ...(target.host ? { host: target.host } : {}),
    max: maxConnections,
    types: { bigint: postgres.BigInt },
    onnotice: () => {},
    connection: { application_name: 'playhall' },
  });
  // Fail at start, not at the first request, when the database is unreachable.
  await client`select 1`;
  const runner = (target: postgres.Sql | postgres.TransactionSql): SqlRunner => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      // Prepared: the texts are static, so each connection parses and plans each statement once.
      const rows = await target.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true });
      return rows as unknown as Row[];
    },
    async exec(text: string) {
      await target.unsafe(text).simple();
    },
  });
  // Time-outs are connection settings, so each budget gets its own small pool (sent once at connect, free per call).
  const budgeted = new Map<number, postgres.Sql>();
  return {
    engine: 'postgres',
    db: drizzlePostgres({ client }),
    ...runner(client),
    transaction: (work) => client.begin((tx) => work(runner(tx))) as Promise<never>,
    withTimeout(ms) {
      let pool = budgeted.get(ms);
      if (!pool) {
        pool = postgres(target.url, {
          ...(target.host ? { host: target.host } : {}),
          max: maxConnections,
          types: { bigint: postgres.BigInt },
          onnotice: () => {},
          connection: {
            application_name: 'playhall-budgeted',
            statement_timeout: ms,
            lock_timeout: ms,
          },
        });
        budgeted.set(ms, pool);
      }
      return runner(pool);
    },
    async listen(channel, onPayload) {
      const subscription = await client.listen(channel, onPayload);
      return () => subscription.unlisten();
    },
    async close() {
      await Promise.all([client, ...budgeted.values()].map((pool) => pool.end({ timeout: 5 })));
    },
  };
}
