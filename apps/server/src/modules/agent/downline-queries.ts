import type { DownlineSort } from '@playhall/contracts/agent-reports';
import type { SqlRunner } from '../../db/database';

/*
 * The agent centre's reads of a team (S8: every one starts from the calling agent's rows of `member_tree`). They read
 * `members` and `member_tree` (the member module's) and main wallets (the ledger's, through `main_wallet_code`) in one
 * statement: a page of a team is one round trip (docs/architecture.md, where a rule bends).
 */

export type DownlineRow = {
  id: bigint;
  account: string;
  type: number;
  status: 'ACTIVE' | 'LOCKED';
  level: number;
  balance: bigint;
  team_size: number;
  last_login_at: Date | null;
  created_at: Date;
  total: number;
};

// One static statement (decision 0027): the sort is a parameter, each key a CASE that is null unless chosen.
const ORDERS: readonly DownlineSort[] = [
  'account',
  'type',
  'level',
  'balance',
  'teamSize',
  'lastLogin',
  'registered',
  'status',
];
const SORT_EXPRESSIONS: Record<DownlineSort, string> = {
  account: 'lower(account)',
  type: 'type',
  level: 'level',
  balance: 'balance',
  teamSize: 'team_size',
  lastLogin: 'last_login_at',
  registered: 'created_at',
  status: 'status',
};
const ORDER_BY = ORDERS.flatMap((key) =>
  (['asc', 'desc'] as const).map(
    (order) =>
      `case when $5 = '${key}' and $6 = '${order}' then ${SORT_EXPRESSIONS[key]} end ${order} nulls last`,
  ),
).join(', ');

/**
 * Direct downlines of `parentId`, or with a search every member below it whose account contains the text; with the
 * level below the agent, the main wallet balance and the size of each one's own team.
 */
export function selectDownlines(
  runner: SqlRunner,
  input: {
    agentId: bigint;
    parentId: bigint;
    search: string | null;
    sort: DownlineSort;
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
): Promise<DownlineRow[]> {
  return runner.query<DownlineRow>(
    `with listed as (
       select m.id, m.account, m.type, m.status, m.last_login_at, m.created_at,
              (select a.depth from member_tree a where a.ancestor_id = $1 and a.descendant_id = m.id) as level,
              coalesce(w.balance, 0)::bigint as balance,
              (select count(*)::int from member_tree d where d.ancestor_id = m.id and d.depth > 0) as team_size
       from member_tree t
       join members m on m.id = t.descendant_id
       left join ledger_accounts w on w.code = main_wallet_code(m.id)
       where t.ancestor_id = $2
         and (($3::text is null and t.depth = 1)
              or ($3::text is not null and t.depth > 0 and strpos(lower(m.account), lower($3::text)) > 0))
     )
     select *, count(*) over ()::int as total from listed
     order by ${ORDER_BY}, id desc
     limit $4 offset $7`,
    [input.agentId, input.parentId, input.search, input.limit, input.sort, input.order, input.offset],
  );
}

/** The accounts from the agent down to `memberId` (both included), top first. */
export function selectChain(
  runner: SqlRunner,
  agentId: bigint,
  memberId: bigint,
): Promise<{ id: bigint; account: string }[]> {
  return runner.query(
    `select m.id, m.account from member_tree t
     join member_tree below on below.ancestor_id = $1 and below.descendant_id = t.ancestor_id
     join members m on m.id = t.ancestor_id
     where t.descendant_id = $2
     order by t.depth desc`,
    [agentId, memberId],
  );
}
