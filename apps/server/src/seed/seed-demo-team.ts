import type { Database } from '../db/database';
import { insertMember } from '../modules/member/queries';
import { createTeamRollup } from '../modules/team-figures/rollup';
import { hashPassword } from '../security/passwords';
import { backdateDay, markDay } from './demo-team-backdate';
import { type DemoGame, type TeamPaths, teamPaths } from './demo-team-paths';
import {
  DEPOSITS,
  demoTeam,
  pick,
  type Random,
  STAKES,
  seededRandom,
  TEAM_DAYS,
  type TeamMember,
  WIN_CHANCE,
  WIN_TENTHS,
} from './demo-team-plan';
import { DEMO_PASSWORD } from './seed-demo-accounts';

const SEED = 20_260_401;

type Player = TeamMember & { id: bigint; balance: bigint };

/**
 * The demo team under agent01 (README, demo data): 58 members on three levels below it, who joined over the last
 * 40 days and deposited, played and withdrew through the real paths, day by day, each past day moved to its date
 * before the team roll-up reads it; the roll-up then runs, so every agent page has figures at the first request.
 * Runs once, at the first start of a demo deployment (not in the API tests' template: they count agent01's team).
 */
export async function seedDemoTeam(database: Database): Promise<boolean> {
  const [top] = await database.query<{ id: bigint }>(`select id from members where account = 'agent01'`);
  if (!top) return false;
  if ((await database.query(`select 1 from members where account = 'agent11'`)).length > 0) return false;
  const random = seededRandom(SEED);
  const team = demoTeam(random);
  const paths = await teamPaths(database);
  const games = await database.query<DemoGame>(
    `select distinct on (category_code) vendor_code as vendor, game_code as game, category_code as category
     from games where enabled and is_game = 'GAME' order by category_code, node_id limit 6`,
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [second] = await database.query<{ id: bigint }>(`select id from members where account = 'agent02'`);
  if (!second) return false;
  const ids = new Map<string, bigint>([
    ['agent01', top.id],
    ['agent02', second.id],
  ]);
  const players: Player[] = [];
  const created: bigint[] = [];
  for (let daysAgo = TEAM_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const marks = await markDay(database);
    const [today] = await database.query<{ day: string }>(
      `select to_char((now() at time zone time_zone)::date - $1::int, 'YYYY-MM-DD') as day
       from site_settings where id = 1`,
      [daysAgo],
    );
    for (const member of team.filter((candidate) => candidate.joinedDaysAgo === daysAgo)) {
      const uplineId = ids.get(member.upline);
      if (uplineId === undefined) throw new Error(`${member.account}'s upline ${member.upline} is not there`);
      const id = await database.transaction((tx) =>
        insertMember(tx, {
          account: member.account,
          type: member.type,
          uplineId,
          passwordHash,
          affiliateCode: member.type === 0 ? null : member.account.toUpperCase(),
        }),
      );
      ids.set(member.account, id);
      created.push(id);
      if (member.type === 0) players.push({ ...member, id, balance: 0n });
    }
    for (const player of players) await playDay(paths, random, games, player, daysAgo);
    if (daysAgo > 0) await backdateDay(database, marks, today?.day ?? '', created);
  }
  await paths.closeTokens(created);
  await createTeamRollup(database).catchUp();
  return true;
}

/** A player's day: money in when short, a few rounds on some days, money out when well ahead. */
async function playDay(paths: TeamPaths, random: Random, games: DemoGame[], player: Player, daysAgo: number) {
  const tag = `demo-team:${player.account}:${daysAgo}`;
  const isJoinDay = player.joinedDaysAgo === daysAgo;
  if ((isJoinDay && random() < 0.85) || (player.balance < 5_000n && random() < 0.3)) {
    const amount = pick(random, DEPOSITS);
    await paths.deposit(player.id, amount, `${tag}:deposit`);
    player.balance += amount;
  }
  if (player.balance >= STAKES[0] && random() < player.activity) {
    const rounds = 1 + Math.floor(random() * 4);
    for (let round = 0; round < rounds; round++) {
      const affordable = STAKES.filter((stake) => stake <= player.balance);
      if (affordable.length === 0) break;
      const stake = pick(random, affordable);
      const payout = random() < WIN_CHANCE ? (stake * pick(random, WIN_TENTHS)) / 10n : 0n;
      await paths.playRound(player.id, pick(random, games), `${tag}:${round}`, stake, payout);
      player.balance += payout - stake;
    }
  }
  if (player.balance > 150_000n && random() < 0.35) {
    const wanted = ((player.balance * 6n) / 10n / 10_000n) * 10_000n;
    const amount = wanted > paths.maxWithdrawal ? paths.maxWithdrawal : wanted;
    // Today's payouts wait for the member's word (D2), as a real day's last ones would.
    await paths.withdraw(player.id, player.account, amount, `${tag}:withdrawal`, daysAgo > 0);
    player.balance -= amount;
  }
}
