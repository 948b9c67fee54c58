import {
  amountDue,
  type ContractKind,
  formatRate,
  MAX_RATE,
  MAX_TIERS,
  parseRate,
  rateAt,
  rateAtMost,
  type Tier,
  tierProblem,
  tierReached,
} from '@playhall/contracts/contract-terms';
import { formatAmount, isAmount, parseAmount } from '@playhall/contracts/money';

/**
 * The offer form's tiers as typed, checked with the same rules the server applies (`tierProblem`, `rateAtMost` in
 * contract-terms), but field by field so that each input can say what is wrong with it.
 */
export type TierDraft = { minBase: string; minActive: string; rate: string };
export type TierField = keyof TierDraft;

/** A problem's words are `contracts.problems.<code>`, with `params` for its placeholders. */
export type Problem = { code: string; params?: Record<string, string> };
export type RowProblems = Partial<Record<TierField, Problem>>;

export type TierCheck = {
  rows: RowProblems[];
  /** A problem of the list as a whole (how many tiers). */
  list?: Problem;
  /** The tiers, when every row and the list are right. */
  tiers?: Tier[];
};

export const EMPTY_DRAFT: TierDraft = { minBase: '0', minActive: '0', rate: '' };

const COUNT = /^(0|[1-9][0-9]{0,7})$/;
const MAX_ACTIVE = 10_000_000;

/** A threshold as typed ("0", "1000", "1000.5") in minor units, or undefined when it is not 0 or more. */
export function parseThreshold(text: string): bigint | undefined {
  const trimmed = text.trim();
  return isAmount(trimmed) && !trimmed.startsWith('-') ? parseAmount(trimmed) : undefined;
}

/** A number of members as typed, or undefined. */
export function parseCount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!COUNT.test(trimmed)) return undefined;
  const count = Number(trimmed);
  return count <= MAX_ACTIVE ? count : undefined;
}

function rowTier(kind: ContractKind, draft: TierDraft, row: RowProblems): Partial<Tier> {
  const minBase = parseThreshold(draft.minBase);
  const minActive = parseCount(draft.minActive);
  const rate = parseRate(draft.rate.trim());
  if (minBase === undefined) row.minBase = { code: draft.minBase.trim() ? 'amount' : 'required' };
  if (minActive === undefined) row.minActive = { code: draft.minActive.trim() ? 'count' : 'required' };
  if (rate === undefined) row.rate = { code: draft.rate.trim() ? 'rate' : 'required' };
  else if (rate <= 0) row.rate = { code: 'ratePositive' };
  else if (rate > MAX_RATE[kind]) row.rate = { code: 'rateMax', params: { max: formatRate(MAX_RATE[kind]) } };
  return {
    ...(minBase !== undefined ? { minBase } : {}),
    ...(minActive !== undefined ? { minActive } : {}),
    ...(rate !== undefined ? { rate } : {}),
  };
}

const isWhole = (tier: Partial<Tier>): tier is Tier =>
  tier.minBase !== undefined && tier.minActive !== undefined && tier.rate !== undefined;

/** Against the tier before it: thresholds never fall, one of them rises, the rate never falls. */
function checkOrder(tier: Tier, previous: Tier, row: RowProblems): void {
  if (tier.minBase < previous.minBase) row.minBase ??= { code: 'belowPrevious' };
  if (tier.minActive < previous.minActive) row.minActive ??= { code: 'belowPrevious' };
  if (tier.minBase === previous.minBase && tier.minActive === previous.minActive)
    row.minBase ??= { code: 'sameThresholds' };
  if (tier.rate < previous.rate) row.rate ??= { code: 'rateFalls' };
}

/**
 * Checks the drafts of a kind against the agent's own tiers (`ceiling`, the most it may give at each tier's
 * thresholds). Every row gets its problems; the tiers come back only when the server would take them.
 */
export function checkTierDrafts(
  kind: ContractKind,
  drafts: readonly TierDraft[],
  ceiling: readonly Tier[],
): TierCheck {
  const rows: RowProblems[] = drafts.map(() => ({}));
  const parsed = drafts.map((draft, index) => rowTier(kind, draft, rows[index] ?? {}));
  parsed.forEach((tier, index) => {
    const row = rows[index];
    const previous = parsed[index - 1];
    if (!row || !isWhole(tier)) return;
    if (previous && isWhole(previous)) checkOrder(tier, previous, row);
    const most = rateAt(ceiling, tier.minBase, tier.minActive);
    if (row.rate === undefined && tier.rate > most)
      row.rate = most === 0 ? { code: 'noOwnRate' } : { code: 'aboveOwn', params: { max: formatRate(most) } };
  });
  const list =
    drafts.length === 0 || drafts.length > MAX_TIERS
      ? { code: 'tierCount', params: { max: String(MAX_TIERS) } }
      : undefined;
  const isClean = !list && rows.every((row) => Object.keys(row).length === 0);
  const tiers = parsed.filter(isWhole);
  // The server's own rules have the last word: a list they refuse is never sent.
  if (!isClean || tierProblem(kind, tiers) !== undefined || !rateAtMost(tiers, ceiling)) {
    return { rows, ...(list ? { list } : isClean ? { list: { code: 'invalid' } } : {}) };
  }
  return { rows, tiers };
}

/** Tiers as the wire carries them: thresholds "0" or "123.45", rates as percentages ("0.5"). */
export function wireTiers(tiers: readonly Tier[]): { minBase: string; minActive: number; rate: string }[] {
  return tiers.map((tier) => ({
    minBase: tier.minBase === 0n ? '0' : formatAmount(tier.minBase),
    minActive: tier.minActive,
    rate: formatRate(tier.rate),
  }));
}

/** Tiers from the wire (the agent's own terms, a contract's) as numbers. */
export function tiersOf(texts: readonly { minBase: string; minActive: number; rate: string }[]): Tier[] {
  return texts.map((text) => ({
    minBase: parseThreshold(text.minBase) ?? 0n,
    minActive: text.minActive,
    rate: parseRate(text.rate) ?? 0,
  }));
}

/** Drafts that start the form from tiers (the agent's own, as a starting point it can lower). */
export function draftsOf(
  texts: readonly { minBase: string; minActive: number; rate: string }[],
): TierDraft[] {
  return texts.map((text) => ({
    minBase: text.minBase.replace(/\.00$/, ''),
    minActive: String(text.minActive),
    rate: text.rate,
  }));
}

/**
 * What the tiers pay on figures the agent types in (the offer form's preview), or undefined while either figure is
 * not a number: the tier reached (from 0), its rate, and the amount, rounded down as the settlement rounds.
 */
export function previewPay(
  tiers: readonly Tier[],
  baseText: string,
  activeText: string,
): { tier: number | undefined; rate: number; amount: bigint } | undefined {
  const base = parseThreshold(baseText);
  const active = parseCount(activeText);
  if (base === undefined || active === undefined) return undefined;
  const rate = rateAt(tiers, base, active);
  return { tier: tierReached(tiers, base, active), rate, amount: amountDue(base, rate) };
}
