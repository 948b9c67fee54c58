import type { BonusStatus } from '@playhall/contracts/rewards';
import type { SqlRunner } from '../../db/database';
import type { BonusContributions } from '../../db/schema/rewards';

export type BonusRow = {
  id: bigint;
  member_id: bigint;
  source: string;
  source_ref: string;
  title: string;
  amount: bigint;
  wagering_required: bigint;
  wagered: bigint;
  contributions: BonusContributions;
  status: BonusStatus;
  granted_by: bigint | null;
  granted_at: Date | string;
  grant_transaction_id: bigint | null;
  completed_at: Date | string | null;
  cancelled_at: Date | string | null;
  cancelled_by: bigint | null;
  cancel_reason: string | null;
  reclaimed: bigint | null;
  cancel_transaction_id: bigint | null;
};

export type RewardEventRow = {
  id: bigint;
  member_id: bigint;
  kind: 'BET' | 'DEPOSIT';
  category_code: string | null;
  amount: bigint;
  occurred_at: Date | string;
  reference: string;
  first_deposit: boolean;
};

export async function selectOutstandingWagering(runner: SqlRunner, memberId: bigint) {
  const [row] = await runner.query<{ active: number; required: bigint; wagered: bigint }>(
    `select count(*)::int as active, coalesce(sum(wagering_required), 0)::bigint as required,
            coalesce(sum(least(wagered, wagering_required)), 0)::bigint as wagered
     from bonuses where member_id = $1 and status = 'ACTIVE'`,
    [memberId],
  );
  return { active: row?.active ?? 0, required: row?.required ?? 0n, wagered: row?.wagered ?? 0n };
}

/** What a grant writes: the member, what makes it once (source, sourceRef), and the money and its wagering. */
export type BonusGrant = {
  memberId: bigint;
  /** MANUAL, or the reward that pays it; with `sourceRef`, what makes the grant once. */
  source: string;
  sourceRef: string;
  title: string;
  amount: bigint;
  wageringRequired: bigint;
  contributions: BonusContributions;
  grantedBy: bigint | null;
};

/** A new bonus, or nothing when its (source, source_ref) exists: the same grant twice is one bonus. */
export async function insertBonus(tx: SqlRunner, bonus: BonusGrant): Promise<BonusRow | undefined> {
  const [row] = await tx.query<BonusRow>(
    `insert into bonuses (member_id, source, source_ref, title, amount, wagering_required, contributions, status,
                          granted_by, completed_at)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, case when $6::bigint = 0 then 'COMPLETED' else 'ACTIVE' end, $8,
             case when $6::bigint = 0 then now() end)
     on conflict (source, source_ref) do nothing
     returning *`,
    [
      bonus.memberId,
      bonus.source,
      bonus.sourceRef,
      bonus.title,
      bonus.amount,
      bonus.wageringRequired,
      JSON.stringify(bonus.contributions),
      bonus.grantedBy,
    ],
  );
  return row;
}

export async function selectBonusBySource(
  runner: SqlRunner,
  source: string,
  sourceRef: string,
): Promise<BonusRow | undefined> {
  const [row] = await runner.query<BonusRow>('select * from bonuses where source = $1 and source_ref = $2', [
    source,
    sourceRef,
  ]);
  return row;
}

export async function setGrantTransaction(tx: SqlRunner, id: bigint, transactionId: bigint): Promise<void> {
  await tx.query('update bonuses set grant_transaction_id = $2 where id = $1', [id, transactionId]);
}

/** A bonus locked for a decision on it (an operator's cancellation). */
export async function lockBonus(tx: SqlRunner, id: string): Promise<BonusRow | undefined> {
  const [row] = await tx.query<BonusRow>('select * from bonuses where id = $1 for update', [id]);
  return row;
}

export async function markCancelled(
  tx: SqlRunner,
  id: bigint,
  values: { operatorId: bigint; reason: string; reclaimed: bigint; transactionId: bigint | null },
): Promise<BonusRow> {
  const [row] = await tx.query<BonusRow>(
    `update bonuses set status = 'CANCELLED', cancelled_at = now(), cancelled_by = $2, cancel_reason = $3,
       reclaimed = $4, cancel_transaction_id = $5
     where id = $1 returning *`,
    [id, values.operatorId, values.reason, values.reclaimed, values.transactionId],
  );
  if (!row) throw new Error(`bonus ${id} vanished under its lock`);
  return row;
}

export async function selectBonusPage(
  runner: SqlRunner,
  memberId: bigint,
  filter: { status: BonusStatus | undefined; limit: number; offset: number },
): Promise<{ rows: BonusRow[]; total: number }> {
  const rows = await runner.query<BonusRow & { total: number }>(
    `select *, count(*) over ()::int as total from bonuses
     where member_id = $1 and ($2::text is null or status = $2)
     order by granted_at desc, id desc limit $3 offset $4`,
    [memberId, filter.status ?? null, filter.limit, filter.offset],
  );
  if (rows.length > 0 || filter.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // A page past the end: the total still counts the filter's bonuses.
  const [count] = await runner.query<{ total: number }>(
    `select count(*)::int as total from bonuses where member_id = $1 and ($2::text is null or status = $2)`,
    [memberId, filter.status ?? null],
  );
  return { rows, total: count?.total ?? 0 };
}

/** A batch of reward events as the consumer works on it. */
export type RewardBatch = {
  /** How many events the batch took (and deleted). */
  count: number;
  /** Settled valid bets per member and game category (what rebates count). */
  betSums: { memberId: bigint; category: string; validBet: bigint }[];
  /** The events one at a time where that matters: deposits, and the bets of members with an active bonus. */
  events: RewardEventRow[];
};

type JsonEvent = Omit<RewardEventRow, 'id' | 'member_id' | 'amount'> & {
  id: string;
  member_id: string;
  amount: string;
};

/**
 * Takes up to `limit` events for this transaction, in one statement: they are deleted now and gone for good when it
 * commits, or back for the next run when it rolls back. Locked rows (another node's batch) are skipped, not waited
 * for. What only needs sums (valid bets per member and category) is summed here; only deposits and the bets of
 * members with an active bonus (whose wagering goes bet by bet) come back one by one.
 */
export async function takeRewardEvents(tx: SqlRunner, limit: number): Promise<RewardBatch> {
  const [row] = await tx.query<{
    count: number;
    bet_sums: { member_id: string; category_code: string; valid_bet: string }[] | string;
    events: JsonEvent[] | string;
  }>(
    `with taken as (
       delete from reward_events where id in (
         select id from reward_events order by id limit $1 for update skip locked)
       returning *)
     select
       (select count(*)::int from taken) as count,
       coalesce((select json_agg(json_build_object('member_id', member_id::text, 'category_code', category_code,
                                                   'valid_bet', valid_bet::text))
                 from (select member_id, category_code, sum(amount) as valid_bet from taken
                       where kind = 'BET' and category_code is not null group by member_id, category_code) sums),
                '[]'::json) as bet_sums,
       coalesce((select json_agg(json_build_object('id', t.id::text, 'member_id', t.member_id::text, 'kind', t.kind,
                                                   'category_code', t.category_code, 'amount', t.amount::text,
                                                   'occurred_at', t.occurred_at, 'reference', t.reference,
                                                   'first_deposit', t.first_deposit) order by t.id)
                 from taken t
                 where t.kind = 'DEPOSIT'
                    or exists (select 1 from bonuses b where b.member_id = t.member_id and b.status = 'ACTIVE')),
                '[]'::json) as events`,
    [limit],
  );
  const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return {
    count: row?.count ?? 0,
    betSums: parse(row?.bet_sums ?? []).map((sum) => ({
      memberId: BigInt(sum.member_id),
      category: sum.category_code,
      validBet: BigInt(sum.valid_bet),
    })),
    events: parse(row?.events ?? []).map((event) => ({
      ...event,
      id: BigInt(event.id),
      member_id: BigInt(event.member_id),
      amount: BigInt(event.amount),
    })),
  };
}

/** The active bonuses of these members, oldest first, locked in one order (member, grant) for the batch. */
export function lockActiveBonuses(tx: SqlRunner, memberIds: readonly bigint[]): Promise<BonusRow[]> {
  return tx.query<BonusRow>(
    `select * from bonuses where member_id = any($1::bigint[]) and status = 'ACTIVE'
     order by member_id, granted_at, id for update`,
    [memberIds.map(String)],
  );
}

/** New wagering figures; a bonus whose wagering is met is COMPLETED. */
export async function updateWagered(
  tx: SqlRunner,
  changes: readonly { id: bigint; wagered: bigint }[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.query(
    `update bonuses b set wagered = c.wagered,
       status = case when c.wagered >= b.wagering_required then 'COMPLETED' else b.status end,
       completed_at = case when c.wagered >= b.wagering_required then now() else b.completed_at end
     from unnest($1::bigint[], $2::bigint[]) as c(id, wagered)
     where b.id = c.id`,
    [changes.map((change) => change.id.toString()), changes.map((change) => change.wagered.toString())],
  );
}
