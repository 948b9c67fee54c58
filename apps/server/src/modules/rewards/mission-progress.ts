import { type MissionKind, MONEY_MISSION_KINDS } from '@playhall/contracts/missions';
import { formatAmount } from '@playhall/contracts/money';
import type { SqlRunner } from '../../db/database';
import { selectGamesPlayed, selectValidBetsByDay } from '../bets/queries';
import { type BrandPeriods, countLoginDays, type MissionRow } from './mission-queries';

/** What deposits a member's credited deposits came to since the day's and the week's first moments (cashier's). */
export type CreditedDeposits = (
  runner: SqlRunner,
  memberId: bigint,
  since: { day: string; week: string },
) => Promise<{ day: bigint; week: bigint }>;

type DayAndWeek<T> = { day: T; week: T };

/**
 * What a member did in the current day and week, read from what the money paths keep exactly once: valid bets per
 * day and category (`member_daily_stats`), credited deposits, different games bet on, days logged in. Only the
 * figures of the kinds asked are read.
 */
export type Figures = {
  bets: { day: string; category_code: string; valid_bet: bigint }[];
  deposits: DayAndWeek<bigint>;
  games: DayAndWeek<number>;
  logins: DayAndWeek<number>;
};

const none = { day: 0, week: 0 };

export async function readFigures(
  runner: SqlRunner,
  memberId: bigint,
  periods: BrandPeriods,
  kinds: ReadonlySet<MissionKind>,
  creditedDeposits: CreditedDeposits,
): Promise<Figures> {
  const since = { day: periods.dayStart, week: periods.weekStart };
  const [bets, deposits, games, logins] = await Promise.all([
    kinds.has('BET') ? selectValidBetsByDay(runner, memberId, periods.week, periods.today) : [],
    kinds.has('DEPOSIT') ? creditedDeposits(runner, memberId, since) : { day: 0n, week: 0n },
    kinds.has('GAMES') ? selectGamesPlayed(runner, memberId, since) : none,
    kinds.has('LOGIN_DAYS') ? countLoginDays(runner, memberId, periods) : none,
  ]);
  return { bets, deposits, games, logins };
}

/** How far a member is in a mission's current period: minor units for BET and DEPOSIT, a count otherwise. */
export function achievedOf(mission: MissionRow, figures: Figures, periods: BrandPeriods): bigint {
  const span = mission.period === 'DAILY' ? 'day' : 'week';
  switch (mission.kind) {
    case 'BET':
      return figures.bets
        .filter((row) => span === 'week' || row.day === periods.today)
        .filter((row) => mission.category_code === null || row.category_code === mission.category_code)
        .reduce((sum, row) => sum + BigInt(row.valid_bet), 0n);
    case 'DEPOSIT':
      return BigInt(figures.deposits[span]);
    case 'GAMES':
      return BigInt(figures.games[span]);
    case 'LOGIN_DAYS':
      return BigInt(figures.logins[span]);
  }
}

/** A target or progress as the wire writes it: an amount for money kinds, a whole count otherwise. */
export function figureText(kind: MissionKind, value: bigint): string {
  return MONEY_MISSION_KINDS.includes(kind) ? formatAmount(value) : value.toString();
}

/** The period a mission's claim is made for: the brand's day, or the Monday of its week. */
export const periodKeyOf = (mission: Pick<MissionRow, 'period'>, periods: BrandPeriods) =>
  mission.period === 'DAILY' ? periods.today : periods.week;

/** An account name masked for the leaderboard: its first two and last two characters (pl***01). */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}
