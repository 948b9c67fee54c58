import { describe, expect, it } from 'vitest';
import { settleLotteryBet, validateLotteryBet } from './bets';
import { exactLotteryRtp, lotteryDescription } from './describe-lottery';
import {
  type FourDResult,
  LOTTERY_FAMILIES,
  type LotteryBet,
  type LotteryFamily,
  type LotteryResult,
  type SscResult,
  type VnResult,
} from './lottery-types';

function bet(family: LotteryFamily, betType: string, selection: string, stake = 100n): LotteryBet {
  const validation = validateLotteryBet(family, { betType, selection, stake });
  if (!validation.ok) throw new Error(`test bet refused: ${validation.error}`);
  return validation.bet;
}

const pays = (
  family: LotteryFamily,
  result: LotteryResult,
  betType: string,
  selection: string,
  stake = 100n,
) => settleLotteryBet(family, bet(family, betType, selection, stake), result);

const ssc = (balls: number[]): SscResult => ({ game: 'ssc', drawId: 'LOTT-20261122-0415', balls });

/** A VN result whose prizes all end in 00 except those given, tier order as drawn. */
function vn(special: string, others: string[] = []): VnResult {
  const counts: [VnResult['prizes'][number]['tier'], number][] = [
    ['first', 1],
    ['second', 2],
    ['third', 6],
    ['fourth', 4],
    ['fifth', 6],
    ['sixth', 3],
    ['seventh', 4],
  ];
  const pool = [...others];
  return {
    game: 'vn',
    drawId: 'VN-20261122-1830',
    prizes: [
      { tier: 'special', numbers: [special] },
      ...counts.map(([tier, count]) => ({
        tier,
        numbers: Array.from({ length: count }, () => pool.shift() ?? '11100'),
      })),
    ],
  };
}

const fourD: FourDResult = {
  game: '4d',
  drawId: 'SEA-20261122-0415',
  first: '0427',
  second: '1234',
  third: '9999',
  starter: ['5555', '1000', '1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008'],
  consolation: ['0001', '2000', '2001', '2002', '2003', '2004', '2005', '2006', '2007', '2008'],
};

describe('validateLotteryBet', () => {
  it('normalises selections and accepts whole-unit stakes', () => {
    expect(validateLotteryBet('LOTT', { betType: 'bigSmall', selection: ' BIG ', stake: 500n })).toEqual({
      ok: true,
      bet: { family: 'LOTT', betType: 'bigSmall', selection: 'big', stake: 500n },
    });
    expect(validateLotteryBet('VN', { betType: 'lo', selection: ' 07', stake: 100n }).ok).toBe(true);
    expect(validateLotteryBet('SEA4D', { betType: 'fourD', selection: '0427', stake: 10_000_000n }).ok).toBe(
      true,
    );
  });

  it.each([
    ['LOTT', 'lo', '07', 100n, 'BET_TYPE'],
    ['VN', 'position', '--7--', 100n, 'BET_TYPE'],
    ['LOTT', 'position', '--77-', 100n, 'SELECTION'],
    ['LOTT', 'position', '-----', 100n, 'SELECTION'],
    ['LOTT', 'straight', '1234', 100n, 'SELECTION'],
    ['VN', 'de', '7', 100n, 'SELECTION'],
    ['VN', 'bigSmall', 'huge', 100n, 'SELECTION'],
    ['SEA', 'fourD', '04a7', 100n, 'SELECTION'],
    ['SEA', 'fourD', '0427', 150n, 'STAKE'],
    ['SEA', 'fourD', '0427', 0n, 'STAKE'],
    ['SEA', 'fourD', '0427', 10_000_100n, 'STAKE'],
  ] as const)('refuses %s %s %s at %s with %s', (family, betType, selection, stake, error) => {
    expect(validateLotteryBet(family, { betType, selection, stake })).toEqual({ ok: false, error });
  });
});

describe('settleLotteryBet: LOTT (five balls)', () => {
  const result = ssc([1, 2, 3, 4, 5]);

  it('pays a ball digit 9.70 and five digits in order 95,000', () => {
    expect(pays('LOTT', result, 'position', '--3--', 200n)).toBe(1940n);
    expect(pays('LOTT', result, 'position', '--4--', 200n)).toBe(0n);
    expect(pays('LOTT', result, 'straight', '12345')).toBe(9_500_000n);
    expect(pays('LOTT', result, 'straight', '54321')).toBe(0n);
  });

  it('reads big/small and odd/even on the sum, with 22 small and 23 big', () => {
    expect(pays('LOTT', result, 'bigSmall', 'small', 200n)).toBe(390n);
    expect(pays('LOTT', result, 'bigSmall', 'big', 200n)).toBe(0n);
    expect(pays('LOTT', result, 'oddEven', 'odd')).toBe(195n);
    expect(pays('LOTT', ssc([9, 9, 4, 0, 0]), 'bigSmall', 'small')).toBe(195n);
    expect(pays('LOTT', ssc([9, 9, 5, 0, 0]), 'bigSmall', 'big')).toBe(195n);
    expect(pays('LOTT', ssc([9, 9, 5, 0, 0]), 'oddEven', 'even')).toBe(0n);
  });
});

describe('settleLotteryBet: VN (27 prizes)', () => {
  const result = vn('12345', ['99945', '55545']);

  it('pays lô once per prize ending in the two digits, đề and ba càng on the special prize', () => {
    expect(pays('VN', result, 'lo', '45')).toBe(3n * 355n);
    expect(pays('VN', result, 'lo', '00')).toBe(24n * 355n);
    expect(pays('VN', result, 'lo', '12')).toBe(0n);
    expect(pays('VN', result, 'de', '45')).toBe(9_600n);
    expect(pays('VN', result, 'de', '44')).toBe(0n);
    expect(pays('VN', result, 'threeD', '345')).toBe(92_000n);
    expect(pays('VN', result, 'threeD', '945')).toBe(0n);
  });

  it("reads big (50–99) / small and odd / even on the special prize's last two digits", () => {
    expect(pays('VN', result, 'bigSmall', 'small')).toBe(195n);
    expect(pays('VN', result, 'oddEven', 'odd')).toBe(195n);
    expect(pays('VN', vn('00050'), 'bigSmall', 'big')).toBe(195n);
    expect(pays('VN', vn('00049'), 'bigSmall', 'big')).toBe(0n);
  });
});

describe('settleLotteryBet: SEA 4D (23 prizes)', () => {
  it('pays 4D by prize tier and 4D top 3 only on the first three prizes', () => {
    expect(pays('SEA', fourD, 'fourD', '0427')).toBe(350_000n);
    expect(pays('SEA', fourD, 'fourD', '1234')).toBe(150_000n);
    expect(pays('SEA', fourD, 'fourD', '9999')).toBe(80_000n);
    expect(pays('SEA4D', fourD, 'fourD', '5555')).toBe(25_000n);
    expect(pays('SEA', fourD, 'fourD', '0001')).toBe(10_000n);
    expect(pays('SEA', fourD, 'fourD', '8888')).toBe(0n);
    expect(pays('SEA', fourD, 'fourDTop3', '9999')).toBe(200_000n);
    expect(pays('SEA', fourD, 'fourDTop3', '5555')).toBe(0n);
  });

  it('reads big (5000–9999) / small and odd / even on the first prize', () => {
    expect(pays('SEA', fourD, 'bigSmall', 'small')).toBe(195n);
    expect(pays('SEA', fourD, 'bigSmall', 'big')).toBe(0n);
    expect(pays('SEA', fourD, 'oddEven', 'odd')).toBe(195n);
  });

  it('refuses to settle a bet on another game’s result', () => {
    expect(() => settleLotteryBet('LOTT', bet('LOTT', 'bigSmall', 'big'), fourD)).toThrow();
    expect(() => settleLotteryBet('SEA', bet('LOTT', 'bigSmall', 'big'), fourD)).toThrow();
  });
});

describe('exact RTP per bet type', () => {
  const documented: Record<string, number> = {
    'LOTT position': 0.97,
    'LOTT straight': 0.95,
    'LOTT bigSmall': 0.975,
    'LOTT oddEven': 0.975,
    'VN lo': 0.9585,
    'VN de': 0.96,
    'VN threeD': 0.92,
    'VN bigSmall': 0.975,
    'VN oddEven': 0.975,
    'SEA fourD': 0.93,
    'SEA fourDTop3': 0.95,
    'SEA bigSmall': 0.975,
    'SEA oddEven': 0.975,
  };

  it.each(LOTTERY_FAMILIES)(
    'matches docs/games/lottery.md and stays within 90 to 98 percent for %s',
    (family) => {
      for (const betType of lotteryDescription(family).betTypes) {
        const rtp = exactLotteryRtp(family, betType.betType);
        expect(rtp).toBe(betType.rtp);
        expect(rtp).toBeGreaterThanOrEqual(0.9);
        expect(rtp).toBeLessThanOrEqual(0.98);
        const key = `${family === 'SEA4D' ? 'SEA' : family} ${betType.betType}`;
        expect(rtp).toBeCloseTo(documented[key] ?? Number.NaN, 12);
      }
      expect(exactLotteryRtp(family, 'nope')).toBeNull();
    },
  );
});
