import type { PrizeOdds, SelectionSpec } from './bet-rule';
import { LOTTERY_STAKE } from './bets';
import { betRulesOf, betTypeRtp } from './game-rules';
import { gameOf, type LotteryFamily, type LotteryGame } from './lottery-types';
import { BETTING_CLOSES_BEFORE_DRAW_MS, LOTTERY_SCHEDULES, type LotterySchedule } from './schedule';
import { VN_TIERS } from './vn-rules';

export type BetTypeDescription = {
  betType: string;
  labelKey: string;
  label: string;
  rule: string;
  selection: SelectionSpec;
  odds: readonly PrizeOdds[];
  /** Exact long-run return per unit staked, e.g. 0.975. */
  rtp: number;
};

export type LotteryDescription = {
  family: LotteryFamily;
  game: LotteryGame;
  labelKey: string;
  label: string;
  schedule: LotterySchedule;
  closesBeforeDrawSeconds: number;
  /** Prize tiers and how many numbers each draws (one tier of five balls for LOTT). */
  prizes: { tier: string; count: number; digits: number }[];
  stake: { min: bigint; max: bigint; step: bigint };
  betTypes: BetTypeDescription[];
};

const LABELS: Readonly<Record<LotteryFamily, string>> = {
  LOTT: 'Fast lottery (5 balls, every 3 minutes)',
  VN: 'Vietnam lottery (daily)',
  SEA: '4D lottery (every 3 minutes)',
  SEA4D: '4D lottery (daily)',
};

const FOUR_D_PRIZES = [
  { tier: 'first', count: 1, digits: 4 },
  { tier: 'second', count: 1, digits: 4 },
  { tier: 'third', count: 1, digits: 4 },
  { tier: 'starter', count: 10, digits: 4 },
  { tier: 'consolation', count: 10, digits: 4 },
];

function prizesOf(game: LotteryGame): LotteryDescription['prizes'] {
  if (game === 'ssc') return [{ tier: 'balls', count: 5, digits: 1 }];
  if (game === 'vn') return VN_TIERS.map(({ tier, count }) => ({ tier, count, digits: 5 }));
  return FOUR_D_PRIZES;
}

/** Everything a page needs to render a family's bet controls, odds and help; no I/O, JSON-safe via toJsonSafe. */
export function lotteryDescription(family: LotteryFamily): LotteryDescription {
  const game = gameOf(family);
  return {
    family,
    game,
    labelKey: `games.lottery.family.${family}`,
    label: LABELS[family],
    schedule: LOTTERY_SCHEDULES[family],
    closesBeforeDrawSeconds: BETTING_CLOSES_BEFORE_DRAW_MS / 1000,
    prizes: prizesOf(game),
    stake: { ...LOTTERY_STAKE },
    betTypes: betRulesOf(game).map((rule) => ({
      betType: rule.betType,
      labelKey: rule.labelKey,
      label: rule.label,
      rule: rule.rule,
      selection: rule.selection,
      odds: rule.odds,
      rtp: betTypeRtp(rule),
    })),
  };
}

/** The exact RTP of one bet type of a family, or null for an unknown bet type. */
export function exactLotteryRtp(family: LotteryFamily, betType: string): number | null {
  const rule = betRulesOf(gameOf(family)).find((candidate) => candidate.betType === betType);
  return rule === undefined ? null : betTypeRtp(rule);
}
