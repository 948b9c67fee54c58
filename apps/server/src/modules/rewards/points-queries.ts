import type { SqlRunner } from '../../db/database';
import type { PointRecordKind } from '../../db/schema/points';

export type PointRuleRow = { category_code: string; valid_bet_per_point: bigint };
export type PointAccountRow = { balance: bigint; earned: bigint };
export type PointRecordRow = {
  id: bigint;
  kind: PointRecordKind;
  points: bigint;
  balance_after: bigint;
  amount: bigint | null;
  remark: string;
  created_at: Date | string;
  /** The redemption's status and reference, for a record of one. */
  status: string | null;
  reference: string | null;
};

/** When no operator has set the ratio yet: ten points make 1.00. */
export const DEFAULT_POINTS_PER_UNIT = 10;

export async function selectPointsPerUnit(runner: SqlRunner): Promise<number> {
  const [row] = await runner.query<{ points_per_unit: number }>(
    'select points_per_unit from point_settings where id = 1',
  );
  return row?.points_per_unit ?? DEFAULT_POINTS_PER_UNIT;
}

export function selectPointRules(runner: SqlRunner): Promise<PointRuleRow[]> {
  return runner.query<PointRuleRow>(
    'select category_code, valid_bet_per_point from point_rules order by category_code',
  );
}

/** Replaces the ratio and the rules (a category left out earns nothing from now on). */
export async function replacePointsConfig(
  tx: SqlRunner,
  config: { pointsPerUnit: number; rules: { category: string; validBetPerPoint: bigint }[] },
  operatorId: bigint,
): Promise<void> {
  await tx.query(
    `insert into point_settings (id, points_per_unit, updated_by) values (1, $1, $2)
     on conflict (id) do update set points_per_unit = excluded.points_per_unit, updated_by = excluded.updated_by,
       updated_at = now()`,
    [config.pointsPerUnit, operatorId],
  );
  await tx.query('delete from point_rules where not (category_code = any($1::text[]))', [
    config.rules.map((rule) => rule.category),
  ]);
  await tx.query(
    `insert into point_rules (category_code, valid_bet_per_point, updated_by)
     select category, per, $3 from unnest($1::text[], $2::bigint[]) as r(category, per)
     on conflict (category_code) do update
       set valid_bet_per_point = excluded.valid_bet_per_point, updated_by = excluded.updated_by, updated_at = now()`,
    [
      config.rules.map((rule) => rule.category),
      config.rules.map((rule) => rule.validBetPerPoint.toString()),
      operatorId,
    ],
  );
}

export async function selectPointAccount(runner: SqlRunner, memberId: bigint): Promise<PointAccountRow> {
  const [row] = await runner.query<PointAccountRow>(
    'select balance, earned from point_accounts where member_id = $1',
    [memberId],
  );
  return row ?? { balance: 0n, earned: 0n };
}

/** The member's points under the row's lock (a redemption's), or none yet. */
export async function lockPointBalance(tx: SqlRunner, memberId: bigint): Promise<bigint> {
  const [row] = await tx.query<{ balance: bigint }>(
    'select balance from point_accounts where member_id = $1 for update',
    [memberId],
  );
  return row?.balance ?? 0n;
}

/** Adds (or, negative, takes) points on the member's locked row; the balance after. */
export async function changePointBalance(tx: SqlRunner, memberId: bigint, points: bigint): Promise<bigint> {
  const [row] = await tx.query<{ balance: bigint }>(
    'update point_accounts set balance = balance + $2, updated_at = now() where member_id = $1 returning balance',
    [memberId, points],
  );
  if (!row) throw new Error(`member ${memberId} has no point account`);
  return row.balance;
}

export async function insertPointRecord(
  tx: SqlRunner,
  record: {
    memberId: bigint;
    kind: PointRecordKind;
    points: bigint;
    balanceAfter: bigint;
    amount: bigint | null;
    redemptionId: bigint | null;
    remark: string;
  },
): Promise<void> {
  await tx.query(
    `insert into point_records (member_id, kind, points, balance_after, amount, redemption_id, remark)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      record.memberId,
      record.kind,
      record.points,
      record.balanceAfter,
      record.amount,
      record.redemptionId,
      record.remark,
    ],
  );
}

export async function selectPointRecords(
  runner: SqlRunner,
  memberId: bigint,
  limit: number,
  offset: number,
): Promise<{ rows: PointRecordRow[]; total: number }> {
  const [count] = await runner.query<{ total: number }>(
    'select count(*)::int as total from point_records where member_id = $1',
    [memberId],
  );
  const rows = await runner.query<PointRecordRow>(
    `select r.id, r.kind, r.points, r.balance_after, r.amount, r.remark, r.created_at,
            d.status, d.reference
     from point_records r left join point_redemptions d on d.id = r.redemption_id
     where r.member_id = $1 order by r.created_at desc, r.id desc limit $2 offset $3`,
    [memberId, limit, offset],
  );
  return { rows, total: count?.total ?? 0 };
}

/**
 * The consumer's part: adds a batch's valid bets to the members' remainders (categories with a rule only), under
 * the rows' locks until the batch commits; answers each row's total, of which whole points are then taken.
 */
export function addRemainders(
  tx: SqlRunner,
  rows: readonly { memberId: bigint; category: string; validBet: bigint }[],
): Promise<{ member_id: bigint; category_code: string; valid_bet: bigint }[]> {
  return tx.query(
    `insert into point_remainders as p (member_id, category_code, valid_bet)
     select * from unnest($1::bigint[], $2::text[], $3::bigint[]) order by 1, 2
     on conflict (member_id, category_code) do update
       set valid_bet = p.valid_bet + excluded.valid_bet, updated_at = now()
     returning member_id, category_code, valid_bet`,
    [
      rows.map((row) => row.memberId.toString()),
      rows.map((row) => row.category),
      rows.map((row) => row.validBet.toString()),
    ],
  );
}

/** What is left of each (member, category) after its whole points (rows this transaction holds). */
export async function setRemainders(
  tx: SqlRunner,
  rows: readonly { memberId: bigint; category: string; validBet: bigint }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `update point_remainders p set valid_bet = r.valid_bet
     from unnest($1::bigint[], $2::text[], $3::bigint[]) as r(member_id, category_code, valid_bet)
     where p.member_id = r.member_id and p.category_code = r.category_code`,
    [
      rows.map((row) => row.memberId.toString()),
      rows.map((row) => row.category),
      rows.map((row) => row.validBet.toString()),
    ],
  );
}

/** Credits earned points (member order, so nodes lock alike) and writes one EARN record per member. */
export async function creditEarned(
  tx: SqlRunner,
  rows: readonly { memberId: bigint; points: bigint; validBet: bigint; remark: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  const sorted = [...rows].sort((a, b) => (a.memberId < b.memberId ? -1 : 1));
  await tx.query(
    `with credited as (
       insert into point_accounts as a (member_id, balance, earned)
       select m, p, p from unnest($1::bigint[], $2::bigint[]) as c(m, p) order by 1
       on conflict (member_id) do update
         set balance = a.balance + excluded.balance, earned = a.earned + excluded.earned, updated_at = now()
       returning member_id, balance)
     insert into point_records (member_id, kind, points, balance_after, amount, remark)
     select c.member_id, 'EARN', r.p, c.balance, r.v, r.remark
     from credited c join unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[]) as r(m, p, v, remark)
       on r.m = c.member_id`,
    [
      sorted.map((row) => row.memberId.toString()),
      sorted.map((row) => row.points.toString()),
      sorted.map((row) => row.validBet.toString()),
      sorted.map((row) => row.remark),
    ],
  );
}
