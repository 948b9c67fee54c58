import type postgres from 'postgres';
import { hashPassword } from '../src/security/passwords';
import { DEMO_PASSWORD } from '../src/seed/seed-demo-accounts';

/**
 * The team `npm run bench:agent` measures, built with SQL in its scratch database (never through HTTP): one top
 * agent under the house, 9 agents below it, 90 below those and 900 at the fourth level (1,000 agents), 99,000
 * players under the last level (100,000 members), with their member_tree closure rows; 10 million settled bets
 * spread over the last 30 days and the members' own daily rows made from exactly those bets, plus a deposit for
 * every player and withdrawals for a third of them in member_daily_money. Everything own is left dirty: the team
 * roll-up has not read it yet.
 */
export const BENCH_BETS = Number(process.env.BENCH_BETS ?? 10_000_000);
export const PLAYERS = 99_000;
const LEVELS = [9, 90, 900] as const;
const CHUNK = 1_000_000;

export type BenchTeam = { top: string; middle: string };

/** The top agent and a mid-level (second level, 11,100 members) agent. */
export const BENCH_TEAM: BenchTeam = { top: 'benchagent1_1', middle: 'benchagent2_1' };

/** Bets' indexes are built after the load: one sort each instead of ten million index insertions. */
const BET_INDEXES = ['bets_tx', 'bets_member', 'bets_round', 'bets_created'];

async function levelBelow(
  sql: postgres.Sql,
  prefix: string,
  uplinePrefix: string,
  count: number,
  per: number,
) {
  await sql.unsafe(
    `insert into members (account, type, upline_id, password_hash, affiliate_code, created_at)
     select '${prefix}' || g, ${prefix === 'benchplayer' ? 0 : 2}, u.id, (select hash from bench_hash),
            case when '${prefix}' = 'benchplayer' then null else upper('${prefix}' || g) end,
            now() - make_interval(days => 30 + g % 7)
     from generate_series(1, ${count}) g
     join members u on lower(u.account) = '${uplinePrefix}' || ((g - 1) / ${per} + 1)`,
  );
}

async function closeTree(sql: postgres.Sql, fromId: string): Promise<void> {
  await sql.unsafe(
    `insert into member_tree (ancestor_id, descendant_id, depth)
     select id, id, 0 from members where id > ${fromId}
     union all
     select t.ancestor_id, m.id, t.depth + 1 from members m join member_tree t on t.descendant_id = m.upline_id
     where m.id > ${fromId}`,
  );
}

/** Builds the team; answers the accounts of the top agent and of a mid-level (second level) agent. */
export async function buildBenchTeam(sql: postgres.Sql, log: (line: string) => void): Promise<BenchTeam> {
  await sql.unsafe('set synchronous_commit = off');
  await sql.unsafe(`set maintenance_work_mem = '256MB'`);
  await sql.unsafe('create temp table bench_hash (hash text)');
  await sql.unsafe('insert into bench_hash values ($1)', [await hashPassword(DEMO_PASSWORD)]);
  // [account prefix, upline prefix, how many, how many per upline]
  const levels: [string, string, number, number][] = [['benchagent1_', 'house', 1, 1]];
  let uplinePrefix = 'benchagent1_';
  for (const [index, count] of LEVELS.entries()) {
    const prefix = `benchagent${index + 2}_`;
    levels.push([prefix, uplinePrefix, count, index === 0 ? count : 10]);
    uplinePrefix = prefix;
  }
  const [mark] = await sql.unsafe<{ id: string }[]>('select max(id)::text as id from members');
  for (const [prefix, upline, count, per] of levels) {
    const [before] = await sql.unsafe<{ id: string }[]>('select max(id)::text as id from members');
    if (upline === 'house') {
      await sql.unsafe(
        `insert into members (account, type, upline_id, password_hash, affiliate_code, created_at)
         select '${prefix}1', 1, id, (select hash from bench_hash), 'BENCHTOP', now() - interval '40 days'
         from members where is_house`,
      );
    } else await levelBelow(sql, prefix, upline, count, per);
    await closeTree(sql, before?.id ?? '0');
  }
  const [lastAgents] = await sql.unsafe<{ id: string }[]>('select max(id)::text as id from members');
  await levelBelow(sql, 'benchplayer', uplinePrefix, PLAYERS, PLAYERS / 900);
  await closeTree(sql, lastAgents?.id ?? '0');
  log(`members: 1,000 agents and ${PLAYERS.toLocaleString('en')} players above id ${mark?.id}`);

  await sql.unsafe(
    `create temp table bench_players as
     select (row_number() over (order by id) - 1)::int as n, id from members where account like 'benchplayer%'`,
  );
  await sql.unsafe('create unique index on bench_players (n)');
  await sql.unsafe(
    `create temp table bench_games as
     select (row_number() over (order by category_code) - 1)::int as n, vendor_code, game_code, category_code
     from (select distinct on (category_code) vendor_code, game_code, category_code from games
           where enabled and is_game = 'GAME' order by category_code, node_id limit 4) g`,
  );
  for (const index of BET_INDEXES) await sql.unsafe(`drop index ${index}`);
  const started = Date.now();
  for (let from = 1; from <= BENCH_BETS; from += CHUNK) {
    const to = Math.min(BENCH_BETS, from + CHUNK - 1);
    // Each player keeps to one game; a bet's time is spread over the 30 days before now; 40% of rounds pay.
    await sql.unsafe(
      `insert into bets (vendor_code, tx_id, member_id, game_code, category_code, round_id, stake, valid_bet,
         payout, status, created_at, settled_at)
       select g.vendor_code, 'bench-' || i, p.id, g.game_code, g.category_code, 'bench-round-' || i,
              100 * (1 + i % 100), 100 * (1 + i % 100),
              case when i % 5 < 2 then 100 * (1 + i % 100) * (1 + i % 3) else 0 end,
              'SETTLED', now() - make_interval(secs => (i * 7919) % 2592000), now() - make_interval(secs => (i * 7919) % 2592000)
       from generate_series(${from}::bigint, ${to}::bigint) i
       join bench_players p on p.n = (i * 104729) % ${PLAYERS}
       join bench_games g on g.n = p.n % (select count(*) from bench_games)`,
    );
    log(`bets: ${to.toLocaleString('en')} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await sql.unsafe(`create unique index bets_tx on bets (vendor_code, tx_id)`);
  await sql.unsafe(`create index bets_member on bets (member_id, created_at)`);
  await sql.unsafe(`create index bets_round on bets (round_id, vendor_code)`);
  await sql.unsafe(`create index bets_created on bets (created_at)`);
  log(`bet indexes built (${Math.round((Date.now() - started) / 1000)} s since the first bet)`);

  await sql.unsafe(
    `insert into member_daily_stats (member_id, day, category_code, bet_count, stake, valid_bet, payout)
     select member_id, (created_at at time zone (select time_zone from site_settings where id = 1))::date,
            category_code, count(*)::int, sum(stake), sum(valid_bet), sum(payout)
     from bets where tx_id like 'bench-%' group by 1, 2, 3`,
  );
  await sql.unsafe(
    `insert into member_daily_money (member_id, day, registered)
     select id, (created_at at time zone (select time_zone from site_settings where id = 1))::date, 1
     from members where id > ${mark?.id ?? '0'}`,
  );
  await sql.unsafe(
    `with zone as (select (now() at time zone time_zone)::date as today from site_settings where id = 1)
     insert into member_daily_money as d (member_id, day, first_deposits, deposit_count, deposits, withdrawal_count,
       withdrawals)
     select p.id, zone.today - (p.n % 30), 1, 1, 10000 * (1 + p.n % 50), 0, 0 from bench_players p, zone
     union all
     select p.id, zone.today - ((p.n * 7) % 30), 0, 0, 0, 1, 5000 * (1 + p.n % 20) from bench_players p, zone
     where p.n % 3 = 0 and (p.n * 7) % 30 <> p.n % 30
     on conflict (member_id, day) do update set first_deposits = d.first_deposits + excluded.first_deposits,
       deposit_count = d.deposit_count + excluded.deposit_count, deposits = d.deposits + excluded.deposits,
       withdrawal_count = d.withdrawal_count + excluded.withdrawal_count,
       withdrawals = d.withdrawals + excluded.withdrawals`,
  );
  await sql.unsafe('analyze');
  log('members’ own daily rows made from the bets; deposits and withdrawals added');
  return BENCH_TEAM;
}
