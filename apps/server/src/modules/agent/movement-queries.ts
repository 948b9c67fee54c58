import type { SqlRunner } from '../../db/database';

/*
 * Money movements of main wallets for the agent centre: the team's (team transactions) or the agent's own (my
 * income). They read the ledger's entries with the member tree in one statement (docs/architecture.md, where a rule
 * bends): the ledger stays the one record of money, and the tree decides whose entries the agent may see (S8).
 */

export type MovementFilter = {
  agentId: bigint;
  /** `team`: every member below the agent; `self`: the agent's own wallet, entries into it only. */
  scope: 'team' | 'self';
  startDate: string;
  endDate: string;
  timeZone: string;
  memberId: bigint | null;
  types: readonly string[];
};

export type MovementRow = {
  entry_id: bigint;
  account: string;
  kind: string;
  amount: bigint;
  balance_after: bigint;
  memo: { from?: string; to?: string } | null;
  created_at: Date;
};

const JOINS = `from ledger_entries e
  join ledger_accounts a on a.id = e.account_id and a.vendor_code is null and a.kind in ('PLAYER', 'AGENT')
  join ledger_transactions t on t.id = e.transaction_id
  join member_tree tree on tree.descendant_id = a.member_id and tree.ancestor_id = $1`;

const WHERE = `where (case when $2::text = 'team' then tree.depth > 0 else tree.depth = 0 and e.amount > 0 end)
    and t.kind = any($3::text[])
    and e.created_at >= ($4::date::timestamp at time zone $5::text)
    and e.created_at < (($6::date + 1)::timestamp at time zone $5::text)
    and ($7::bigint is null or a.member_id = $7)`;

const params = (filter: MovementFilter) => [
  filter.agentId,
  filter.scope,
  filter.types,
  filter.startDate,
  filter.timeZone,
  filter.endDate,
  filter.memberId,
];

/** A page of the movements, newest first. */
export function selectMovements(
  runner: SqlRunner,
  filter: MovementFilter,
  limit: number,
  offset: number,
): Promise<MovementRow[]> {
  return runner.query<MovementRow>(
    `select e.id as entry_id, m.account, t.kind, e.amount, e.balance_after, t.memo, e.created_at
     ${JOINS} join members m on m.id = a.member_id ${WHERE}
     order by e.id desc limit $8 offset $9`,
    [...params(filter), limit, offset],
  );
}

/** Per ledger kind over the whole filter: how many movements and their sum. */
export function sumMovements(
  runner: SqlRunner,
  filter: MovementFilter,
): Promise<{ kind: string; count: number; amount: bigint }[]> {
  return runner.query(
    `select t.kind, count(*)::int as count, sum(e.amount)::bigint as amount ${JOINS} ${WHERE} group by t.kind order by t.kind`,
    params(filter),
  );
}
