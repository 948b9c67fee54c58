import type { SqlRunner } from '../../db/database';

/** What a member's deposits credited since each of two moments (`week` the earlier): missions' DEPOSIT progress. */
export async function creditedDepositsSince(
  runner: SqlRunner,
  memberId: bigint,
  since: { day: string; week: string },
): Promise<{ day: bigint; week: bigint }> {
  const [row] = await runner.query<{ day: bigint; week: bigint }>(
    `select coalesce(sum(amount) filter (where resolved_at >= $2::timestamptz), 0)::bigint as day,
            coalesce(sum(amount), 0)::bigint as week
     from deposits where member_id = $1 and status = 'CREDITED' and resolved_at >= $3::timestamptz`,
    [memberId, since.day, since.week],
  );
  return { day: row?.day ?? 0n, week: row?.week ?? 0n };
}
