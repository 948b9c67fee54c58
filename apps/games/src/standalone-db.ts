import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { GamesDb, GamesSql } from './server/games-db';

const INT8_OID = 20;

/** The provider's own database when it runs alone: PostgreSQL by URL, else an embedded one in its data directory. */
export async function openGamesDb(
  source: { url: string } | { dataDir: string },
): Promise<GamesDb & { close(): Promise<void> }> {
  if ('url' in source) {
    const client = postgres(source.url, { max: 10, types: { bigint: postgres.BigInt }, onnotice: () => {} });
    const runner = (target: postgres.Sql | postgres.TransactionSql): GamesSql => ({
      query: async <Row>(text: string, params: readonly unknown[] = []) =>
        (await target.unsafe(text, params as postgres.ParameterOrJSON<never>[], {
          prepare: true,
        })) as unknown as Row[],
      exec: async (text: string) => {
        await target.unsafe(text).simple();
      },
    });
    return {
      ...runner(client),
      transaction: (work) => client.begin((tx) => work(runner(tx))) as Promise<never>,
      close: () => client.end({ timeout: 5 }),
    };
  }
  const client = await PGlite.create(source.dataDir, {
    parsers: { [INT8_OID]: (value: string) => BigInt(value) },
  });
  const runner = (target: Pick<PGlite, 'query' | 'exec'>): GamesSql => ({
    query: async <Row>(text: string, params: readonly unknown[] = []) =>
      (await target.query<Row>(text, [...params])).rows,
    exec: async (text: string) => {
      await target.exec(text);
    },
  });
  return {
    ...runner(client),
    transaction: (work) => client.transaction((tx) => work(runner(tx))),
    close: () => client.close(),
  };
}
