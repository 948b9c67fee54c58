/**
 * Lottery families as players meet them: LOTT (catalogue categories LOTT and ELOTT) a five-ball fast lottery
 * every 3 minutes; VN (TCG_LOTTO_VN) a daily northern-style Vietnamese draw; SEA (TCG_SEA) a 4D lottery every
 * 3 minutes; SEA4D the same 4D game drawn once a day. A family fixes both the game and the schedule.
 */
export type LotteryFamily = 'LOTT' | 'VN' | 'SEA' | 'SEA4D';

/** The rules a family plays: 'ssc' five digits 0–9, 'vn' 27 five-digit prizes, '4d' 23 distinct 4-digit prizes. */
export type LotteryGame = 'ssc' | 'vn' | '4d';

export const LOTTERY_FAMILIES: readonly LotteryFamily[] = ['LOTT', 'VN', 'SEA', 'SEA4D'];

const GAME_OF: Readonly<Record<LotteryFamily, LotteryGame>> = {
  LOTT: 'ssc',
  VN: 'vn',
  SEA: '4d',
  SEA4D: '4d',
};

export function gameOf(family: LotteryFamily): LotteryGame {
  return GAME_OF[family];
}

export function isLotteryFamily(value: string): value is LotteryFamily {
  return value === 'LOTT' || value === 'VN' || value === 'SEA' || value === 'SEA4D';
}

/**
 * The family a catalogue category (or lottery vendor code) plays. TCG_SEA games play the 3-minute SEA draw;
 * SEA4D, the daily draw, is for callers that offer a daily 4D market explicitly.
 */
export function lotteryFamilyFor(category: string): LotteryFamily | null {
  if (category === 'LOTT' || category === 'ELOTT') return 'LOTT';
  if (category === 'TCG_LOTTO_VN') return 'VN';
  if (category === 'TCG_SEA') return 'SEA';
  return null;
}

export type SscResult = { game: 'ssc'; drawId: string /** Five digits, ball 1 first. */; balls: number[] };

export type VnTier = 'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh';

export type VnResult = {
  game: 'vn';
  drawId: string;
  /** 27 five-digit numbers as strings with leading zeros, tier by tier from the special prize down. */
  prizes: { tier: VnTier; numbers: string[] }[];
};

export type FourDResult = {
  game: '4d';
  drawId: string;
  first: string;
  second: string;
  third: string;
  starter: string[];
  consolation: string[];
};

export type LotteryResult = SscResult | VnResult | FourDResult;

export type LotteryBetInput = { betType: string; selection: string; stake: bigint };

/** A bet that passed validateLotteryBet: known bet type, selection in its canonical spelling, allowed stake. */
export type LotteryBet = { family: LotteryFamily; betType: string; selection: string; stake: bigint };

export type LotteryBetError = 'BET_TYPE' | 'SELECTION' | 'STAKE';
