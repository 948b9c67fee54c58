/**
 * Agent contracts (member-and-agent-centres §3, §4, §9), without zod so that the web app can run it: the kinds,
 * their periods, rates as exact fixed-point numbers and the tier a period's figures reach. The server settles with
 * the same functions the agent's offer form previews with.
 */

export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The periods a dividend may run over (spec §3, §9); each salary kind has one period of its own. */
export const DIVIDEND_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export type ContractPeriod = DividendPeriod | 'HOURLY' | 'FIVE_MINUTES';

/** A salary kind's only period: daily salary per brand day, hourly per clock hour, real-time every 5 minutes. */
export const SALARY_PERIOD = {
  DAILY_SALARY: 'DAILY',
  HOURLY_SALARY: 'HOURLY',
  REALTIME_SALARY: 'FIVE_MINUTES',
} as const satisfies Record<Exclude<ContractKind, 'DIVIDEND'>, ContractPeriod>;

/** The kind's path segment in the four contract-processing calls (spec §7). */
export const CONTRACT_KIND_PATHS = {
  DIVIDEND: 'dividend',
  DAILY_SALARY: 'daily-salary',
  HOURLY_SALARY: 'hourly-salary',
  REALTIME_SALARY: 'realtime-salary',
} as const satisfies Record<ContractKind, string>;

export const MAX_TIERS = 10;

/**
 * Rates are parts per million of the base: 1% is 10,000, the finest step 0.0001%. Integers end to end, so that an
 * amount is `floor(base × rate / 1,000,000)` in minor units, never a float (issue 14).
 */
export const RATE_SCALE = 1_000_000;

/** The highest rate of each kind, in parts per million: salaries pay a share of turnover, dividends of profit. */
export const MAX_RATE: Record<ContractKind, number> = {
  DIVIDEND: 1_000_000,
  DAILY_SALARY: 100_000,
  HOURLY_SALARY: 100_000,
  REALTIME_SALARY: 100_000,
};

const RATE_TEXT = /^(0|[1-9][0-9]{0,2})(\.[0-9]{1,4})?$/;

/** A percentage as typed ("1.25", at most four decimals) in parts per million, or undefined when it is not one. */
export function parseRate(text: string): number | undefined {
  const match = RATE_TEXT.exec(text);
  if (!match) return undefined;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0') || '0');
}

/** Parts per million as a percentage without trailing zeros: 12500 → "1.25". */
export function formatRate(ppm: number): string {
  const whole = Math.floor(ppm / 10_000);
  const fraction = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** One step of a contract: from this base (minor units) and this many active members, this rate. */
export type Tier = { minBase: bigint; minActive: number; rate: number };

/**
 * Why a list of tiers is not a contract, or undefined when it is one: 1 to MAX_TIERS tiers, thresholds that never
 * fall, at least one of them rising from each tier to the next, and rates that never fall. Such a list reaches a
 * prefix of its tiers, so the rate reached only grows with the base and the active members: what keeps a
 * downline's rate at or under its upline's (see `rateAtMost`).
 */
export function tierProblem(kind: ContractKind, tiers: readonly Tier[]): string | undefined {
  if (tiers.length === 0 || tiers.length > MAX_TIERS) return `from 1 to ${MAX_TIERS} tiers`;
  for (const [index, tier] of tiers.entries()) {
    if (tier.minBase < 0n || tier.minActive < 0) return 'thresholds are zero or more';
    if (tier.rate <= 0 || tier.rate > MAX_RATE[kind])
      return `rates above 0 and at most ${formatRate(MAX_RATE[kind])}%`;
    const previous = tiers[index - 1];
    if (!previous) continue;
    if (tier.minBase < previous.minBase || tier.minActive < previous.minActive)
      return 'each tier’s thresholds are at least the previous tier’s';
    if (tier.minBase === previous.minBase && tier.minActive === previous.minActive)
      return 'each tier raises a threshold';
    if (tier.rate < previous.rate) return 'each tier’s rate is at least the previous tier’s';
  }
  return undefined;
}

/** The tier a period reaches (index from 0), or undefined: the last whose thresholds the base and members meet. */
export function tierReached(tiers: readonly Tier[], base: bigint, active: number): number | undefined {
  let reached: number | undefined;
  for (const [index, tier] of tiers.entries()) {
    if (base >= tier.minBase && active >= tier.minActive) reached = index;
  }
  return reached;
}

/** The rate the tiers give a base and a number of active members (0 when no tier is reached). */
export function rateAt(tiers: readonly Tier[], base: bigint, active: number): number {
  const index = tierReached(tiers, base, active);
  return index === undefined ? 0 : (tiers[index]?.rate ?? 0);
}

/**
 * The rate rule (spec §4): at every tier of `offered`, its rate is at most what `upline` gives at that tier's
 * thresholds. With both lists valid (`tierProblem`), whatever figures a period brings, the downline's rate is then
 * at most its upline's on the same figures, and the upline's own team figures are at least the downline's.
 */
export function rateAtMost(offered: readonly Tier[], upline: readonly Tier[]): boolean {
  return offered.every((tier) => tier.rate <= rateAt(upline, tier.minBase, tier.minActive));
}

/** What a rate pays on a base, in minor units: rounded down, the remainder stays with the payer. */
export function amountDue(base: bigint, rate: number): bigint {
  if (base <= 0n || rate <= 0) return 0n;
  return (base * BigInt(rate)) / BigInt(RATE_SCALE);
}
