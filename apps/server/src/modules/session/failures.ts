import type { SqlRunner } from '../../db/database';

/**
 * Failures counted under a key in the last minutes. Other secrets share the counter under keys of their own (the
 * cashier's payment password: `payment-password:<member id>`).
 */
export async function countRecentFailures(runner: SqlRunner, key: string, minutes: number): Promise<bigint> {
  const [row] = await runner.query<{ count: bigint }>(
    'select count(*) from login_failures where account_key = $1 and created_at > now() - make_interval(mins => $2)',
    [key, minutes],
  );
  return row?.count ?? 0n;
}

export async function insertFailure(runner: SqlRunner, key: string, ip: string): Promise<void> {
  await runner.query('insert into login_failures (account_key, ip) values ($1, $2)', [key, ip]);
}
