import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/build-app';
import type { Database } from '../db/database';
import { checkInvariants } from '../modules/ledger/invariants';
import { seedDemoContracts } from './seed-demo-contracts';
import { seedDemoTeam } from './seed-demo-team';

// The demo team (issue 13): through the real paths, dated over 40 days before the roll-up read it, so the team
// figures are what the raw rows say, day by day, and every ledger invariant holds.

let database: Database;
let drop: () => Promise<void>;
let seeded: boolean;
let tookMs: number;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  const started = Date.now();
  seeded = await seedDemoTeam(database);
  tookMs = Date.now() - started;
}, 120_000);
afterAll(() => drop());

const idOf = async (account: string) => {
  const [row] = await database.query<{ id: bigint }>('select id from members where account = $1', [account]);
  if (!row) throw new Error(`no ${account}`);
  return row.id;
};

/** One line per brand day: what the team rows say, and what the raw rows of the agent's downline say. */
async function teamAgainstRawRows(agent: string, scope: 'T' | 'D') {
  const depth = scope === 'T' ? 't.depth > 0' : 't.depth = 1';
  const params = [await idOf(agent), scope];
  const team = await database.query<{ day: string; line: string }>(
    `select to_char(day, 'YYYY-MM-DD') as day,
            concat_ws('/', coalesce(bets, 0), coalesce(valid, 0), coalesce(payout, 0), coalesce(registered, 0),
                      coalesce(deposits, 0), coalesce(withdrawals, 0)) as line
     from (select day, sum(bet_count) as bets, sum(valid_bet) as valid, sum(payout) as payout
           from team_daily_bets where agent_id = $1 and scope = $2 group by day) b
     full join (select day, registered, deposits, withdrawals from team_daily_money
                where agent_id = $1 and scope = $2) m using (day)
     order by day`,
    params,
  );
  const raw = await database.query<{ day: string; line: string }>(
    `with zone as (select time_zone as tz from site_settings where id = 1),
     downline as (select descendant_id as id from member_tree t where t.ancestor_id = $1 and ${depth}
                  and $2 in ('T', 'D')),
     bets as (select (b.created_at at time zone zone.tz)::date as day, count(*) as bets,
                     sum(b.valid_bet) as valid, sum(b.payout) as payout
              from bets b, zone where b.member_id in (select id from downline) group by 1),
     joined as (select (m.created_at at time zone zone.tz)::date as day, count(*) as registered
                from members m, zone where m.id in (select id from downline) group by 1),
     paid_in as (select (d.resolved_at at time zone zone.tz)::date as day, sum(d.amount) as deposits
                 from deposits d, zone where d.status = 'CREDITED' and d.member_id in (select id from downline)
                 group by 1),
     paid_out as (select (w.disbursed_at at time zone zone.tz)::date as day, sum(w.amount) as withdrawals
                  from withdrawals w, zone where w.disbursed_at is not null
                    and w.member_id in (select id from downline) group by 1)
     select to_char(day, 'YYYY-MM-DD') as day,
            concat_ws('/', coalesce(bets, 0), coalesce(valid, 0), coalesce(payout, 0), coalesce(registered, 0),
                      coalesce(deposits, 0), coalesce(withdrawals, 0)) as line
     from bets full join joined using (day) full join paid_in using (day) full join paid_out using (day)
     order by day`,
    params,
  );
  return { team, raw };
}

describe('the demo team', () => {
  it('grows agent01 a team of 50 and more members on three levels below it', async () => {
    expect(seeded).toBe(true);
    const [tree] = await database.query<{ members: number; levels: number; agents: number }>(
      `select count(*)::int as members, max(t.depth)::int as levels,
              count(*) filter (where m.type <> 0)::int as agents
       from member_tree t join members m on m.id = t.descendant_id where t.ancestor_id = $1 and t.depth > 0`,
      [await idOf('agent01')],
    );
    expect(tree?.members).toBeGreaterThanOrEqual(50);
    expect(tree?.levels).toBeGreaterThanOrEqual(3);
    expect(tree?.agents).toBeGreaterThanOrEqual(9);
  });

  it('spreads bets, deposits and withdrawals over the last 40 brand days', async () => {
    const [spread] = await database.query<{ bet_days: number; deposit_days: number; paid_days: number }>(
      `select (select count(distinct (created_at at time zone s.time_zone)::date) from bets)::int as bet_days,
              (select count(distinct (resolved_at at time zone s.time_zone)::date) from deposits
                where status = 'CREDITED')::int as deposit_days,
              (select count(distinct (disbursed_at at time zone s.time_zone)::date) from withdrawals
                where disbursed_at > now() - interval '40 days')::int as paid_days
       from site_settings s where s.id = 1`,
    );
    expect(spread?.bet_days).toBeGreaterThanOrEqual(30);
    expect(spread?.deposit_days).toBeGreaterThanOrEqual(15);
    expect(spread?.paid_days).toBeGreaterThanOrEqual(10);
  });

  it('keeps every ledger invariant, the team rows equal to the rolled member rows (T1-T4) among them', async () => {
    const failed = (await checkInvariants(database)).filter((result) => result.violations > 0);
    expect(failed).toEqual([]);
    const [dirty] = await database.query<{ count: number }>(
      `select ((select count(*) from member_daily_stats where dirty)
             + (select count(*) from member_daily_money where dirty))::int as count`,
    );
    expect(dirty?.count).toBe(0);
  });

  it.each([
    ['agent01', 'T'],
    ['agent01', 'D'],
    ['agent11', 'T'],
    ['agent111', 'D'],
  ] as const)(
    "gives %s's scope %s, day by day, the figures of the raw bets, members, deposits and withdrawals",
    async (agent, scope) => {
      const { team, raw } = await teamAgainstRawRows(agent, scope);
      expect(raw.length).toBeGreaterThan(5);
      expect(team).toEqual(raw);
    },
  );

  it('is the same team every time (a seeded generator), and is grown once', async () => {
    const [fingerprint] = await database.query<{ bets: number; stake: string; deposits: string }>(
      `select (select count(*) from bets)::int as bets, (select sum(stake) from bets)::text as stake,
              (select sum(amount) from deposits where status = 'CREDITED')::text as deposits`,
    );
    expect(fingerprint).toEqual({ bets: 1200, stake: '13439000', deposits: '10630000' });
    expect(await seedDemoTeam(database)).toBe(false);
    console.info(`demo team seeded in ${tookMs} ms`);
  });
});

describe('the demo contracts', () => {
  it('pays the team’s salaries and dividends of the past through the settlement, with one offer waiting', async () => {
    const started = Date.now();
    expect(await seedDemoContracts(database)).toBe(true);
    console.info(`demo contracts settled in ${Date.now() - started} ms`);
    const settled = await database.query<{ account: string; kind: string; paid: number }>(
      `select m.account, s.kind, count(*) filter (where s.status = 'PAID')::int as paid
       from contract_settlements s join members m on m.id = s.payee_id
       where m.account in ('agent01', 'agent11', 'agent111') group by 1, 2 order by 1, 2`,
    );
    const paid = (account: string, kind: string) =>
      settled.find((row) => row.account === account && row.kind === kind)?.paid ?? 0;
    expect(paid('agent01', 'DAILY_SALARY')).toBeGreaterThanOrEqual(30);
    expect(paid('agent11', 'DAILY_SALARY')).toBeGreaterThanOrEqual(20);
    expect(paid('agent111', 'DAILY_SALARY')).toBeGreaterThanOrEqual(10);
    const [offer] = await database.query<{ status: string }>(
      `select c.status from contracts c join members m on m.id = c.downline_id
       where m.account = 'agent12' and c.kind = 'DAILY_SALARY'`,
    );
    expect(offer?.status).toBe('OFFERED');
    expect((await checkInvariants(database)).filter((result) => result.violations > 0)).toEqual([]);
    expect(await seedDemoContracts(database)).toBe(false);
  }, 120_000);
});
