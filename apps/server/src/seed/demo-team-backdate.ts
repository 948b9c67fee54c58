import type { Database } from '../db/database';

/**
 * The demo team's past days go through the real paths, which stamp everything with now() and today's brand day.
 * Each past day is therefore played, then moved to its date before the team roll-up has read anything: the rows
 * that day made (above the ids it started from) get their times stretched from the few real milliseconds it took
 * onto 08:00-22:00 of that brand day, in order, and the members' own daily rows move from today to that day.
 */
const STAMPED: readonly (readonly [table: string, columns: readonly string[]])[] = [
  ['members', ['created_at']],
  ['ledger_accounts', ['created_at']],
  ['ledger_transactions', ['created_at']],
  ['ledger_entries', ['created_at']],
  ['ledger_holds', ['created_at', 'resolved_at']],
  ['bets', ['created_at', 'settled_at']],
  ['provider_callbacks', ['created_at']],
  ['deposits', ['created_at', 'resolved_at']],
  ['bank_accounts', ['created_at']],
  ['withdrawals', ['created_at', 'reviewed_at', 'approved_at', 'disbursed_at', 'confirmed_at']],
  ['member_messages', ['created_at']],
  ['audit_log', ['created_at']],
];

// The ledger refuses any change to its history (I7). Dates of a fresh demo team are not history yet: the guards
// are lifted for this one transaction (ALTER TABLE is transactional and locks the tables until commit, so no other
// session ever sees them off) and are back before it commits.
const LEDGER_GUARDS = [
  ['ledger_transactions', 'ledger_transactions_immutable'],
  ['ledger_entries', 'ledger_entries_immutable'],
] as const;

export type DayMarks = { ids: Map<string, bigint>; startedAt: string };

/** Where a day starts: the highest id of every stamped table and the database's clock. */
export async function markDay(database: Database): Promise<DayMarks> {
  const highest = STAMPED.map(([table]) => `(select coalesce(max(id), 0) from ${table})::text`).join(', ');
  const [row] = await database.query<{ ids: string[]; now: string }>(
    `select array[${highest}] as ids, clock_timestamp()::text as now`,
  );
  if (!row) throw new Error('no marks');
  const ids = new Map(STAMPED.map(([table], index) => [table, BigInt(row.ids[index] ?? '0')]));
  return { ids, startedAt: row.now };
}

/** Moves what was made since `marks` to `day` (YYYY-MM-DD, a past brand day); members' daily rows with it. */
export async function backdateDay(
  database: Database,
  marks: DayMarks,
  day: string,
  memberIds: readonly bigint[],
): Promise<void> {
  await database.transaction(async (tx) => {
    const [clock] = await tx.query<{ took_ms: number; zone: string; today: string }>(
      `select extract(epoch from clock_timestamp() - $1::timestamptz)::float8 * 1000 as took_ms, time_zone as zone,
              to_char((now() at time zone time_zone)::date, 'YYYY-MM-DD') as today
       from site_settings where id = 1`,
      [marks.startedAt],
    );
    if (!clock) throw new Error('site_settings has no row');
    const tookMs = Math.max(1, Number(clock.took_ms));
    const stretch = (14 * 3_600_000) / tookMs;
    // 08:00 of the brand day plus the stretched time since the day's start (or null stays null).
    const moved = (column: string) =>
      `((($1::date + time '08:00') at time zone $2) + (${column} - $3::timestamptz) * $4::float8)`;
    for (const [table, guard] of LEDGER_GUARDS)
      await tx.exec(`alter table ${table} disable trigger ${guard}`);
    for (const [table, columns] of STAMPED) {
      const sets = columns.map((column) => `${column} = ${moved(column)}`);
      // A payout's confirmation window keeps its length.
      if (table === 'withdrawals')
        sets.push(`confirm_due_at = ${moved('disbursed_at')} + (confirm_due_at - disbursed_at)`);
      await tx.query(`update ${table} set ${sets.join(', ')} where id > $5`, [
        day,
        clock.zone,
        marks.startedAt,
        stretch,
        marks.ids.get(table) ?? 0n,
      ]);
    }
    for (const [table, guard] of LEDGER_GUARDS) await tx.exec(`alter table ${table} enable trigger ${guard}`);
    for (const table of ['member_daily_stats', 'member_daily_money']) {
      await tx.query(
        `update ${table} set day = $1::date where day = $2::date and member_id = any($3::bigint[])`,
        [day, clock.today, `{${memberIds.join(',')}}`],
      );
    }
  });
}
