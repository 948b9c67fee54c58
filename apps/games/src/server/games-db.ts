/**
 * The provider's own storage. Mounted in the portal it shares the portal's database connection (its tables are
 * prefixed gp_ and it never reads the portal's); alone it opens its own (see standalone.ts). Either way it only
 * needs plain SQL.
 */
export interface GamesSql {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  exec(text: string): Promise<void>;
}

export interface GamesDb extends GamesSql {
  transaction<T>(work: (tx: GamesSql) => Promise<T>): Promise<T>;
}
