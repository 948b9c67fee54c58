/**
 * The shape of the demo team under `agent01` (README, demo data) and the seeded random numbers its 40 days of play
 * are drawn from: the same members, bets and money movements at every first start, only the dates move with today.
 */

/** Days of history the team gets, today included. */
export const TEAM_DAYS = 40;

export type TeamMember = {
  account: string;
  /** 0 player, 2 agent (as `agent02`). */
  type: 0 | 2;
  upline: string;
  /** Brand days before today on which the account was opened. */
  joinedDaysAgo: number;
  /** A player's chance of playing on a given day. */
  activity: number;
};

/** mulberry32: small, fast and the same everywhere; the seed fixes every draw of the demo team. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Random = ReturnType<typeof seededRandom>;

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function between(random: Random, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

/**
 * Three levels below agent01: sub-agents agent11-13, each with two sub-sub-agents (agent111, agent112, ...) that
 * have four players each, and five players of their own; six direct players of agent01 and four of agent02.
 * Players are named after their upline: pl1101 is agent11's first player, pl11102 agent111's second.
 */
export function demoTeam(random: Random): TeamMember[] {
  const team: TeamMember[] = [];
  const players = (upline: string, prefix: string, count: number, uplineJoined: number) => {
    for (let index = 1; index <= count; index++) {
      team.push({
        account: `pl${prefix}${String(index).padStart(2, '0')}`,
        type: 0,
        upline,
        joinedDaysAgo: Math.max(1, uplineJoined - between(random, 0, 24)),
        activity: 0.2 + random() * 0.4,
      });
    }
  };
  for (const sub of ['11', '12', '13']) {
    const subJoined = TEAM_DAYS - 1 - between(random, 0, 2);
    team.push({ account: `agent${sub}`, type: 2, upline: 'agent01', joinedDaysAgo: subJoined, activity: 0 });
    for (const leaf of ['1', '2']) {
      const leafJoined = subJoined - between(random, 1, 6);
      const account = `agent${sub}${leaf}`;
      team.push({ account, type: 2, upline: `agent${sub}`, joinedDaysAgo: leafJoined, activity: 0 });
      players(account, `${sub}${leaf}`, 4, leafJoined);
    }
    players(`agent${sub}`, sub, 5, subJoined);
  }
  players('agent01', '01', 6, TEAM_DAYS - 1);
  players('agent02', '02', 4, TEAM_DAYS - 2);
  return team;
}

/** Stakes, deposits and win multipliers the players choose from (minor units, CNY). */
export const STAKES = [1_000n, 2_000n, 5_000n, 10_000n, 20_000n, 50_000n] as const;
export const DEPOSITS = [20_000n, 50_000n, 100_000n, 200_000n, 300_000n] as const;
/** Tenths of the stake paid back on a winning round: about 0.9 of the stakes come back over many rounds. */
export const WIN_TENTHS = [5n, 12n, 15n, 20n, 25n, 30n, 50n] as const;
export const WIN_CHANCE = 0.4;
