import type { SqlRunner } from '../../db/database';

/** What a money movement or a new account adds to a member's own figures of the day (decision 0028). */
export type DailyMoney = {
  registered?: number;
  firstDeposits?: number;
  depositCount?: number;
  deposits?: bigint;
  withdrawalCount?: number;
  withdrawals?: bigint;
  bonuses?: bigint;
  rebates?: bigint;
  adjustments?: bigint;
  transfersIn?: bigint;
  transfersOut?: bigint;
};

const COLUMNS = [
  ['registered', 'registered'],
  ['firstDeposits', 'first_deposits'],
  ['depositCount', 'deposit_count'],
  ['deposits', 'deposits'],
  ['withdrawalCount', 'withdrawal_count'],
  ['withdrawals', 'withdrawals'],
  ['bonuses', 'bonuses'],
  ['rebates', 'rebates'],
  ['adjustments', 'adjustments'],
  ['transfersIn', 'transfers_in'],
  ['transfersOut', 'transfers_out'],
] as const satisfies readonly (readonly [keyof DailyMoney, string])[];

// One static statement (decision 0027): every figure is a parameter, zero when the movement does not touch it.
const UPSERT = `insert into member_daily_money as d (member_id, day, ${COLUMNS.map(([, column]) => column).join(', ')})
  values ($1, (now() at time zone (select time_zone from site_settings where id = 1))::date,
          ${COLUMNS.map((_, index) => `$${index + 2}`).join(', ')})
  on conflict (member_id, day) do update set
    ${COLUMNS.map(([, column]) => `${column} = d.${column} + excluded.${column}`).join(', ')}, dirty = true`;

/**
 * Adds to the member's row of today (the brand's day), in the caller's transaction: call it in the transaction that
 * moves the money, so that the figure and the money cannot disagree. Marks the row for the team roll-up.
 */
export async function recordDailyMoney(runner: SqlRunner, memberId: bigint, figures: DailyMoney) {
  await runner.query(UPSERT, [memberId, ...COLUMNS.map(([key]) => String(figures[key] ?? 0))]);
}
