import type { ContractKind, ContractPeriod } from '@playhall/contracts/agent-contracts';
import { AGENT_TYPE_CODES } from '@playhall/contracts/constants';
import type { SqlRunner } from '../../db/database';
import type { StoredTier } from '../../db/schema/contracts';

/** A contract row with both parties' account names, as the calls answer it. */
export type ContractView = {
  id: bigint;
  kind: ContractKind;
  period: ContractPeriod;
  tiers: StoredTier[];
  status: string;
  upline_id: bigint;
  upline_account: string;
  downline_id: bigint;
  downline_account: string;
  request_id: string;
  offered_at: Date;
  decided_at: Date | null;
  ends_at: Date | null;
  end_reason: string | null;
  is_in_force: boolean;
};

/** Timestamps come back as Date from PGlite and as text from postgres.js: one shape for the callers. */
export const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

export function normalise(row: ContractView): ContractView {
  return {
    ...row,
    offered_at: toDate(row.offered_at),
    decided_at: row.decided_at === null ? null : toDate(row.decided_at),
    ends_at: row.ends_at === null ? null : toDate(row.ends_at),
  };
}

export const CONTRACT_VIEW = `select c.id, c.kind, c.period, c.tiers, c.status, c.upline_id, u.account as upline_account,
    c.downline_id, d.account as downline_account, c.request_id, c.offered_at, c.decided_at, c.ends_at, c.end_reason,
    (c.status = 'ACTIVE' or (c.status = 'ENDED' and c.ends_at > now())) as is_in_force
  from contracts c join members u on u.id = c.upline_id join members d on d.id = c.downline_id`;

/** Contracts that govern periods now: active, or ended with the end still ahead (not terminated). */
export const IN_FORCE = `(c.status = 'ACTIVE' or (c.status = 'ENDED' and c.ends_at > now()))`;

export async function selectContract(
  runner: SqlRunner,
  id: bigint,
  lock = false,
): Promise<ContractView | undefined> {
  const [row] = await runner.query<ContractView>(
    `${CONTRACT_VIEW} where c.id = $1${lock ? ' for update of c' : ''}`,
    [id],
  );
  return row && normalise(row);
}

export async function selectContractByRequest(
  runner: SqlRunner,
  uplineId: bigint,
  requestId: string,
): Promise<ContractView | undefined> {
  const [row] = await runner.query<ContractView>(
    `${CONTRACT_VIEW} where c.upline_id = $1 and c.request_id = $2`,
    [uplineId, requestId],
  );
  return row && normalise(row);
}

/** The member's contract of a kind that governs now (from its upline), if any. */
export async function selectInForce(
  runner: SqlRunner,
  downlineId: bigint,
  kind: ContractKind,
): Promise<ContractView | undefined> {
  const [row] = await runner.query<ContractView>(
    `${CONTRACT_VIEW} where c.downline_id = $1 and c.kind = $2 and ${IN_FORCE} order by c.decided_at desc limit 1`,
    [downlineId, kind],
  );
  return row && normalise(row);
}

/** Top agents: the agents whose upline is the house, under the brand's terms (the house pays them). */
export const TOP_AGENTS = `select m.id from members m join members h on h.id = m.upline_id and h.is_house
  where m.type in (${AGENT_TYPE_CODES.join(', ')})`;

/** Whether the member is a top agent. */
export async function selectIsTopAgent(runner: SqlRunner, memberId: bigint): Promise<boolean> {
  const [row] = await runner.query<{ is_top: boolean }>(
    `select exists (select 1 from (${TOP_AGENTS}) top where top.id = $1) as is_top`,
    [memberId],
  );
  return row?.is_top ?? false;
}

export type BrandTermsRow = { kind: ContractKind; period: string; tiers: StoredTier[]; updated_at: Date };

export async function selectBrandTerms(runner: SqlRunner): Promise<BrandTermsRow[]> {
  const rows = await runner.query<Omit<BrandTermsRow, 'updated_at'> & { updated_at: Date | string }>(
    'select kind, period, tiers, updated_at from contract_brand_terms order by kind',
  );
  return rows.map((row) => ({ ...row, updated_at: toDate(row.updated_at) }));
}

/**
 * The open contracts (offered, or in force) of a kind given by any member of the branch under `rootId` (the root
 * itself included): what loses its ground when the root's own terms of that kind end or fall.
 */
export async function selectBranchContracts(
  runner: SqlRunner,
  rootId: bigint,
  kind: ContractKind,
): Promise<ContractView[]> {
  const rows = await runner.query<ContractView>(
    `${CONTRACT_VIEW} join member_tree t on t.descendant_id = c.upline_id and t.ancestor_id = $1
     where c.kind = $2 and (c.status = 'OFFERED' or ${IN_FORCE}) order by t.depth, c.id`,
    [rootId, kind],
  );
  return rows.map(normalise);
}

/** The contracts a member received or gave, newest first, a page at a time. */
export async function selectContractPage(
  runner: SqlRunner,
  filter: { memberId: bigint; role: 'received' | 'given'; kind?: string; status: 'open' | 'offered' | 'all' },
  page: { limit: number; offset: number },
): Promise<{ rows: ContractView[]; total: number }> {
  const side = filter.role === 'received' ? 'c.downline_id' : 'c.upline_id';
  const where = `where ${side} = $1 and ($2::text is null or c.kind = $2)
    and ($3 = 'all' or c.status = 'OFFERED' or ($3 = 'open' and ${IN_FORCE}))`;
  const params = [filter.memberId, filter.kind ?? null, filter.status];
  const [rows, [count]] = await Promise.all([
    runner.query<ContractView>(`${CONTRACT_VIEW} ${where} order by c.id desc limit $4 offset $5`, [
      ...params,
      page.limit,
      page.offset,
    ]),
    runner.query<{ total: number }>(`select count(*)::int as total from contracts c ${where}`, params),
  ]);
  return { rows: rows.map(normalise), total: count?.total ?? 0 };
}

export async function insertContract(
  tx: SqlRunner,
  values: {
    kind: ContractKind;
    uplineId: bigint;
    downlineId: bigint;
    period: string;
    tiers: StoredTier[];
    requestId: string;
  },
): Promise<bigint> {
  const [row] = await tx.query<{ id: bigint }>(
    `insert into contracts (kind, upline_id, downline_id, period, tiers, request_id)
     values ($1, $2, $3, $4, $5::jsonb, $6) returning id`,
    [
      values.kind,
      values.uplineId,
      values.downlineId,
      values.period,
      JSON.stringify(values.tiers),
      values.requestId,
    ],
  );
  if (!row) throw new Error('insert into contracts returned nothing');
  return row.id;
}

/** Moves a contract to a new state; `endsAt` for ENDED and TERMINATED. */
export async function updateContractStatus(
  tx: SqlRunner,
  id: bigint,
  change: { status: string; endsAt?: Date | null; endReason?: string | null; decided?: boolean },
): Promise<void> {
  await tx.query(
    `update contracts set status = $2, ends_at = coalesce($3, ends_at), end_reason = coalesce($4, end_reason),
       decided_at = case when $5 then now() else decided_at end
     where id = $1`,
    [
      id,
      change.status,
      change.endsAt?.toISOString() ?? null,
      change.endReason ?? null,
      change.decided ?? false,
    ],
  );
}

export async function insertContractEvent(
  tx: SqlRunner,
  event: {
    contractId: bigint;
    event: string;
    actorKind: 'MEMBER' | 'OPERATOR' | 'SYSTEM';
    actorId: bigint | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.query(
    `insert into contract_events (contract_id, event, actor_kind, actor_id, detail) values ($1, $2, $3, $4, $5::jsonb)`,
    [event.contractId, event.event, event.actorKind, event.actorId, JSON.stringify(event.detail ?? {})],
  );
}

/** Serialises contract changes that concern a member as a downline: its row, locked for the transaction. */
export async function lockMember(tx: SqlRunner, memberId: bigint): Promise<void> {
  await tx.query('select id from members where id = $1 for update', [memberId]);
}
