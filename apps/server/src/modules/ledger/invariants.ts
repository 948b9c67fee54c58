import type { SqlRunner } from '../../db/database';

export type InvariantResult = { id: string; description: string; violations: number; sample: unknown[] };

type Check = { id: string; description: string; sql: string };

const BET_FIGURES = ['bet_count', 'valid_bet', 'payout'];
const MONEY_FIGURES = [
  'registered',
  'first_deposits',
  'deposit_count',
  'deposits',
  'withdrawal_count',
  'withdrawals',
  'bonuses',
  'rebates',
  'adjustments',
  'transfers_in',
  'transfers_out',
];

/**
 * Decision 0028: an upline's team rows equal the sum of what the roll-up has taken from its downline's own rows
 * (their `rolled_*` part), at every commit, so no change was added twice or lost.
 */
function teamFiguresCheck(id: string, team: string, own: string, keys: string[], figures: string[]): Check {
  const key = ['agent_id', 'scope', 'day', ...keys];
  return {
    id,
    description: `every upline's ${team} equals the rolled-up ${own} of its downline`,
    sql: `with expected as (
            select t.ancestor_id as agent_id, sc.scope, s.day${keys.map((k) => `, s.${k}`).join('')},
                   ${figures.map((f) => `sum(s.rolled_${f}) as ${f}`).join(', ')}
            from ${own} s join member_tree t on t.descendant_id = s.member_id and t.depth > 0
            join (values ('T'), ('D')) as sc(scope) on sc.scope = 'T' or t.depth = 1
            group by ${key.map((_, index) => index + 1).join(', ')})
          select ${key.join(', ')}, ${figures.map((f) => `e.${f} as expected_${f}, r.${f} as team_${f}`).join(', ')}
          from expected e full join ${team} r using (${key.join(', ')})
          where ${figures.map((f) => `coalesce(e.${f}, 0) <> coalesce(r.${f}, 0)`).join(' or ')}`,
  };
}

/** RELIABILITY.md's ledger invariants, each a query that lists its violations. */
const CHECKS: Check[] = [
  {
    id: 'I1',
    description: 'every ledger transaction sums to zero, in its own currency',
    sql: `select e.transaction_id, sum(e.amount) as total from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id
          join ledger_accounts a on a.id = e.account_id
          group by e.transaction_id
          having sum(e.amount) <> 0 or bool_or(a.currency <> t.currency)`,
  },
  {
    id: 'I2',
    description: 'all entries of a currency sum to zero',
    sql: `select a.currency, sum(e.amount) as total from ledger_entries e
          join ledger_accounts a on a.id = e.account_id group by a.currency having sum(e.amount) <> 0`,
  },
  {
    id: 'I3',
    description: "each account's cached balance equals the sum of its entries",
    sql: `select a.id, a.code, a.balance, coalesce(s.total, 0) as entries_total from ledger_accounts a
          left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s
            on s.account_id = a.id
          where a.balance <> coalesce(s.total, 0)`,
  },
  {
    id: 'I4',
    description: 'no player, agent or vendor wallet has balance < 0 or balance - held < 0',
    sql: `select id, code, balance, held from ledger_accounts
          where kind <> 'SYSTEM' and (balance < 0 or balance - held < 0)`,
  },
  {
    id: 'I5',
    description: 'held equals the sum of open holds',
    sql: `select a.id, a.code, a.held, coalesce(h.total, 0) as open_holds from ledger_accounts a
          left join (select account_id, sum(amount) as total from ledger_holds where status = 'OPEN' group by account_id) h
            on h.account_id = a.id
          where a.held <> coalesce(h.total, 0)`,
  },
  {
    id: 'I6',
    description: 'exactly one ledger transaction per idempotency key and per vendor callback (vendor, txId)',
    sql: `select idempotency_key, count(*) from ledger_transactions group by idempotency_key having count(*) > 1
          union all
          select c.vendor_code || ':' || c.tx_id, count(t.id) from provider_callbacks c
          left join ledger_transactions t on t.id = c.ledger_transaction_id
          where c.ledger_transaction_id is not null
          group by c.vendor_code, c.tx_id having count(t.id) <> 1
          union all
          select t.idempotency_key, count(c.id) from ledger_transactions t
          left join provider_callbacks c on c.ledger_transaction_id = t.id
          where t.kind in ('BET', 'WIN') and t.idempotency_key like 'provider:%'
          group by t.id, t.idempotency_key having count(c.id) <> 1`,
  },
  {
    id: 'I7',
    description:
      'entries and transactions are never updated or deleted (guards in place, running balances intact)',
    sql: `select 'missing guard ' || name as problem from unnest(array[
            'ledger_transactions_immutable', 'ledger_entries_immutable',
            'ledger_transactions_no_truncate', 'ledger_entries_no_truncate']) as name
          where not exists (select 1 from pg_trigger where tgname = name and tgenabled <> 'D')
          union all
          select 'entry ' || id || ' balance_after differs from the running sum' from (
            select id, balance_after, sum(amount) over (partition by account_id order by id) as running
            from ledger_entries) r
          where balance_after <> running`,
  },
  {
    id: 'I8',
    description: 'a hold resolves at most once, and a posted hold has exactly one posting',
    sql: `select h.reference, h.status, count(t.id) as postings from ledger_holds h
          left join ledger_transactions t on t.reference = h.reference and t.kind = 'WITHDRAWAL_PAYOUT'
          group by h.reference, h.status
          having (h.status = 'POSTED' and count(t.id) <> 1) or (h.status <> 'POSTED' and count(t.id) <> 0)`,
  },
  {
    id: 'I8',
    description: 'a manual adjustment resolves at most once: posted ones have one posting, others none',
    sql: `select a.id, a.status, count(t.id) as postings from balance_adjustments a
          left join ledger_transactions t
            on t.reference = 'adjustment:' || a.requested_by || ':' || a.client_request_id and t.kind = 'ADJUSTMENT'
          group by a.id, a.status
          having (a.status = 'POSTED' and count(t.id) <> 1) or (a.status <> 'POSTED' and count(t.id) <> 0)`,
  },
  {
    id: 'I10',
    description: 'amounts are whole minor units and no entry is zero',
    sql: `select id, amount from ledger_entries where amount = 0
          union all
          select 0, 0 where exists (select 1 from information_schema.columns
            where table_name in ('ledger_entries', 'ledger_accounts', 'ledger_holds')
              and column_name in ('amount', 'balance', 'held', 'balance_after') and data_type <> 'bigint')`,
  },
  {
    id: 'I11',
    description: 'no win is credited against a rolled-back or unknown bet',
    sql: `select t.id, t.reference from ledger_transactions t
          left join bets b on 'bet:' || b.vendor_code || ':' || b.tx_id = t.reference
          where t.kind = 'WIN' and (b.id is null or b.status = 'ROLLED_BACK')`,
  },
  {
    id: 'I12',
    description:
      'one settlement per (kind, payee, period), periods never overlapping; a paid one has exactly one posting of its amount to the payee, others none',
    sql: `select 'settlement ' || s.id || ' (' || s.status || ') has ' || count(t.id) || ' posting(s)' as problem
          from contract_settlements s left join ledger_transactions t on t.reference = 'settlement:' || s.id
          group by s.id, s.status having count(t.id) <> (case when s.status = 'PAID' then 1 else 0 end)
          union all
          select 'settlement ' || s.id || ' paid ' || coalesce(e.amount, 0) || ' instead of ' || s.amount
          from contract_settlements s
          join ledger_transactions t on t.id = s.ledger_transaction_id
          left join ledger_entries e on e.transaction_id = t.id
            and e.account_id = (select id from ledger_accounts where member_id = s.payee_id and vendor_code is null)
          where coalesce(e.amount, 0) <> s.amount
          union all
          select 'settlements ' || a.id || ' and ' || b.id || ' overlap' from contract_settlements a
          join contract_settlements b on b.kind = a.kind and b.payee_id = a.payee_id and b.id > a.id
            and b.period_start < a.period_end and a.period_start < b.period_end`,
  },
  {
    id: 'I13',
    description:
      'a bonus is paid once, of its amount, to its member; a cancelled one took back its reclaimed amount once; wagering never passes its requirement',
    sql: `select 'bonus ' || b.id || ' has ' || count(t.id) || ' payment(s)' as problem
          from bonuses b left join ledger_transactions t on t.reference = 'bonus:' || b.id and t.kind = 'BONUS'
          group by b.id having count(t.id) <> 1
          union all
          select 'bonus ' || b.id || ' paid ' || coalesce(e.amount, 0) || ' instead of ' || b.amount
          from bonuses b left join ledger_entries e on e.transaction_id = b.grant_transaction_id
            and e.account_id = (select id from ledger_accounts where member_id = b.member_id and vendor_code is null)
          where coalesce(e.amount, 0) <> b.amount
          union all
          select 'bonus ' || b.id || ' (' || b.status || ') took back ' || coalesce(-sum(e.amount), 0)
                 || ' instead of ' || coalesce(b.reclaimed, 0)
          from bonuses b
          left join ledger_transactions t on t.reference = 'bonus:' || b.id || ':cancel' and t.kind = 'BONUS'
          left join ledger_entries e on e.transaction_id = t.id
            and e.account_id = (select id from ledger_accounts where member_id = b.member_id and vendor_code is null)
          group by b.id, b.status, b.reclaimed
          having coalesce(-sum(e.amount), 0) <> coalesce(b.reclaimed, 0)
            or (b.status <> 'CANCELLED' and count(t.id) <> 0)
          union all
          select 'bonus ' || id || ' wagered ' || wagered || ' of ' || wagering_required || ' as ' || status
          from bonuses
          where wagered > wagering_required or (status = 'COMPLETED') <> (wagered >= wagering_required)`,
  },
  {
    id: 'I14',
    description:
      "a rebate claim is one REBATE posting of its amount to the member's main wallet, and each such posting is a claim's",
    sql: `select 'claim ' || c.id || ' paid ' || coalesce(e.amount, 0) || ' instead of ' || c.amount as problem
          from rebate_claims c left join ledger_entries e on e.transaction_id = c.transaction_id
            and e.account_id = (select id from ledger_accounts where member_id = c.member_id and vendor_code is null)
          where coalesce(e.amount, 0) <> c.amount
          union all
          select 'rebate transaction ' || t.id || ' belongs to no claim' from ledger_transactions t
          where t.kind = 'REBATE' and not exists (select 1 from rebate_claims c where c.transaction_id = t.id)`,
  },
  {
    id: 'I15',
    description:
      "an approved cash redemption of points is one POINTS posting of its amount to the member's main wallet, each such posting is one; points balances are their records' sum",
    sql: `select 'redemption ' || d.id || ' paid ' || coalesce(e.amount, 0) || ' instead of ' || d.amount as problem
          from point_redemptions d left join ledger_entries e on e.transaction_id = d.transaction_id
            and e.account_id = (select id from ledger_accounts where member_id = d.member_id and vendor_code is null)
          where d.kind = 'CASH' and d.status = 'APPROVED' and coalesce(e.amount, 0) <> coalesce(d.amount, 0)
          union all
          select 'points transaction ' || t.id || ' belongs to no approved cash redemption' from ledger_transactions t
          where t.kind = 'POINTS' and not exists (select 1 from point_redemptions d
            where d.transaction_id = t.id and d.kind = 'CASH' and d.status = 'APPROVED')
          union all
          select 'member ' || a.member_id || ' has ' || a.balance || ' points, records say ' || coalesce(sum(r.points), 0)
          from point_accounts a left join point_records r on r.member_id = a.member_id
          group by a.member_id, a.balance having a.balance <> coalesce(sum(r.points), 0)`,
  },
  // The team figures agents read (decisions 0028, 0031): T, not I, since they are figures kept beside the ledger.
  teamFiguresCheck('T1', 'team_daily_bets', 'member_daily_stats', ['category_code'], BET_FIGURES),
  teamFiguresCheck('T2', 'team_daily_money', 'member_daily_money', [], MONEY_FIGURES),
  {
    id: 'T3',
    description: "every upline's active-member runs equal its downline's counted active days",
    sql: `with runs as (
            select member_id, day, coalesce(lag(day) over (partition by member_id order by day), '-infinity'::date)
                     as prev_day
            from member_active_days where counted),
          expected as (
            select t.ancestor_id as agent_id, sc.scope, r.day, r.prev_day, count(*)::int as members
            from runs r join member_tree t on t.descendant_id = r.member_id and t.depth > 0
            join (values ('T'), ('D')) as sc(scope) on sc.scope = 'T' or t.depth = 1
            group by 1, 2, 3, 4)
          select agent_id, scope, day::text, prev_day::text, e.members as expected, r.members as team
          from expected e full join team_active_runs r using (agent_id, scope, day, prev_day)
          where coalesce(e.members, 0) <> coalesce(r.members, 0)`,
  },
  {
    id: 'T4',
    description:
      'a member day whose bets were rolled up is a recorded active day; an active day is a day the member bet on (its bets may have been rolled back since: it stays active)',
    sql: `with bet_days as (select member_id, day, sum(rolled_bet_count) as rolled from member_daily_stats group by 1, 2)
          select b.member_id, b.day::text, 'rolled bets, no active day' as problem
          from bet_days b left join member_active_days a using (member_id, day)
          where b.rolled > 0 and a.member_id is null
          union all
          select a.member_id, a.day::text, 'active day without a day of bets'
          from member_active_days a left join bet_days b using (member_id, day)
          where b.member_id is null`,
  },
];

/** Runs every check; reads only. */
export async function checkInvariants(runner: SqlRunner): Promise<InvariantResult[]> {
  const results: InvariantResult[] = [];
  for (const check of CHECKS) {
    const rows = await runner.query(check.sql);
    results.push({
      id: check.id,
      description: check.description,
      violations: rows.length,
      sample: rows.slice(0, 5),
    });
  }
  return results;
}

export function formatReport(results: InvariantResult[]): string {
  const replacer = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);
  return results
    .map((result) => {
      const head = `${result.violations === 0 ? 'ok  ' : 'FAIL'} ${result.id.padEnd(4)} ${result.description}`;
      if (result.violations === 0) return head;
      return `${head}\n       ${result.violations} violation(s), e.g. ${JSON.stringify(result.sample, replacer)}`;
    })
    .join('\n');
}
