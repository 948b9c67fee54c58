import type { SqlRunner } from '../../db/database';

export type AccrualRow = { category_code: string; valid_bet: bigint };
export type RateRow = { category_code: string; rate_ppm: number };
export type RebateClaimRow = {
  id: bigint;
  amount: bigint;
  lines: { category: string; validBet: string; ratePpm: number; amount: string }[];
  created_at: Date | string;
};

export function selectRates(runner: SqlRunner): Promise<RateRow[]> {
  return runner.query<RateRow>('select category_code, rate_ppm from rebate_rates');
}

export function selectAccruals(runner: SqlRunner, memberId: bigint): Promise<AccrualRow[]> {
  return runner.query<AccrualRow>(
    'select category_code, valid_bet from rebate_accruals where member_id = $1 and valid_bet > 0',
    [memberId],
  );
}

/** Adds settled valid bets to members' accruals, one row per (member, category), in the consumer's batch. */
export async function addAccruals(
  tx: SqlRunner,
  rows: readonly { memberId: bigint; category: string; validBet: bigint }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `insert into rebate_accruals as r (member_id, category_code, valid_bet)
     select * from unnest($1::bigint[], $2::text[], $3::bigint[])
     order by 1, 2
     on conflict (member_id, category_code) do update
       set valid_bet = r.valid_bet + excluded.valid_bet, updated_at = now()`,
    [
      rows.map((row) => row.memberId.toString()),
      rows.map((row) => row.category),
      rows.map((row) => row.validBet.toString()),
    ],
  );
}

/**
 * Takes the member's accruals for a claim: each row's figure is read and set to zero under the row's lock, so a
 * bet counted here is in no other claim, and a racing claim finds zero.
 */
export function takeAccruals(tx: SqlRunner, memberId: bigint): Promise<AccrualRow[]> {
  return tx.query<AccrualRow>(
    `with taken as (
       select member_id, category_code, valid_bet from rebate_accruals
       where member_id = $1 and valid_bet > 0 order by category_code for update)
     update rebate_accruals r set valid_bet = 0, updated_at = now()
     from taken where r.member_id = taken.member_id and r.category_code = taken.category_code
     returning taken.category_code, taken.valid_bet`,
    [memberId],
  );
}

export async function insertClaim(
  tx: SqlRunner,
  claim: { memberId: bigint; amount: bigint; lines: RebateClaimRow['lines']; transactionId: bigint },
): Promise<RebateClaimRow> {
  const [row] = await tx.query<RebateClaimRow>(
    `insert into rebate_claims (member_id, amount, lines, transaction_id) values ($1, $2, $3::jsonb, $4)
     returning id, amount, lines, created_at`,
    [claim.memberId, claim.amount, JSON.stringify(claim.lines), claim.transactionId],
  );
  if (!row) throw new Error('insert into rebate_claims returned nothing');
  return row;
}

export async function selectLastClaimAt(runner: SqlRunner, memberId: bigint): Promise<Date | string | null> {
  const [row] = await runner.query<{ at: Date | string | null }>(
    'select max(created_at) as at from rebate_claims where member_id = $1',
    [memberId],
  );
  return row?.at ?? null;
}

export async function selectClaims(
  runner: SqlRunner,
  memberId: bigint,
  limit: number,
  offset: number,
): Promise<{ rows: RebateClaimRow[]; total: number }> {
  const [count] = await runner.query<{ total: number }>(
    'select count(*)::int as total from rebate_claims where member_id = $1',
    [memberId],
  );
  const rows = await runner.query<RebateClaimRow>(
    `select id, amount, lines, created_at from rebate_claims where member_id = $1
     order by created_at desc, id desc limit $2 offset $3`,
    [memberId, limit, offset],
  );
  return { rows, total: count?.total ?? 0 };
}

/** Sets rates; a category left out keeps its own. */
export async function upsertRates(
  tx: SqlRunner,
  rates: readonly { category: string; ratePpm: number }[],
  operatorId: bigint,
): Promise<void> {
  await tx.query(
    `insert into rebate_rates (category_code, rate_ppm, updated_by)
     select category, rate, $3 from unnest($1::text[], $2::int[]) as r(category, rate)
     on conflict (category_code) do update
       set rate_ppm = excluded.rate_ppm, updated_by = excluded.updated_by, updated_at = now()`,
    [rates.map((rate) => rate.category), rates.map((rate) => rate.ratePpm), operatorId],
  );
}
