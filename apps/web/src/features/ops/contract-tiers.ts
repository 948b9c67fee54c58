import type { TierText } from '@playhall/contracts/agent-contracts';
import {
  type ContractKind,
  formatRate,
  MAX_RATE,
  MAX_TIERS,
  parseRate,
  type Tier,
  tierProblem,
} from '@playhall/contracts/contract-terms';
import { formatAmount, isAmount, parseAmount } from '@playhall/contracts/money';

/** One tier as the operator types it: the least base (an amount), the least active members, the rate in %. */
export type TierDraft = { minBase: string; minActive: string; rate: string };
export type TierField = keyof TierDraft;

/** Why a typed value is not one (keys under `opsContracts.tiers.fieldProblems`). */
export type FieldProblem = 'required' | 'amount' | 'members' | 'rate';

/** Why a list of well-typed tiers is not a contract (keys under `opsContracts.tiers.listProblems`). */
export type ListProblem =
  | 'count'
  | 'negative'
  | 'rateRange'
  | 'thresholdsFall'
  | 'noRaise'
  | 'rateFalls'
  | 'invalid';

export type TierCheck = {
  /** Per row, the fields that cannot be read. */
  fields: Partial<Record<TierField, FieldProblem>>[];
  /** What breaks the contract rules, and the first row (from 0) that breaks them; null row: the list as a whole. */
  list: { problem: ListProblem; row: number | null } | null;
  /** The tiers as the server takes them, when there is no problem at all. */
  tiers: TierText[] | null;
};

/** The most active members a tier may ask for (the contracts' schema says the same). */
export const MAX_ACTIVE = 10_000_000;

const MEMBERS = /^(0|[1-9][0-9]{0,7})$/;

/**
 * tierProblem's sentences, by how they start, as the console's problem keys: the contracts package stays the one
 * judge of a tier list, and a sentence it changes without this table shows as 'invalid' (its test says so).
 */
const PROBLEMS: readonly [start: string, problem: ListProblem][] = [
  ['from 1 to', 'count'],
  ['thresholds are zero', 'negative'],
  ['rates above 0', 'rateRange'],
  ['each tier’s thresholds', 'thresholdsFall'],
  ['each tier raises', 'noRaise'],
  ['each tier’s rate', 'rateFalls'],
];

export function listProblemOf(sentence: string): ListProblem {
  return PROBLEMS.find(([start]) => sentence.startsWith(start))?.[1] ?? 'invalid';
}

/** The server's tiers as the editor's rows. */
export function draftsOf(tiers: readonly TierText[]): TierDraft[] {
  return tiers.map((tier) => ({ minBase: tier.minBase, minActive: String(tier.minActive), rate: tier.rate }));
}

/** A new row after the last: its thresholds and rate, so that the operator raises what the next tier needs. */
export function nextDraft(drafts: readonly TierDraft[]): TierDraft {
  const last = drafts.at(-1);
  return last ? { ...last } : { minBase: '0', minActive: '0', rate: '' };
}

function readTier(draft: TierDraft): {
  tier: Tier | null;
  problems: Partial<Record<TierField, FieldProblem>>;
} {
  const problems: Partial<Record<TierField, FieldProblem>> = {};
  const base = draft.minBase.trim();
  const members = draft.minActive.trim();
  const rate = parseRate(draft.rate.trim());
  if (base === '') problems.minBase = 'required';
  else if (!isAmount(base) || base.startsWith('-')) problems.minBase = 'amount';
  if (members === '') problems.minActive = 'required';
  else if (!MEMBERS.test(members) || Number(members) > MAX_ACTIVE) problems.minActive = 'members';
  if (draft.rate.trim() === '') problems.rate = 'required';
  else if (rate === undefined) problems.rate = 'rate';
  if (Object.keys(problems).length > 0 || rate === undefined) return { tier: null, problems };
  return { tier: { minBase: parseAmount(base), minActive: Number(members), rate }, problems };
}

/**
 * Checks the editor's rows as the server will: each value readable first, then the list with tierProblem, prefix
 * by prefix, so that the message can point at the first row that breaks the rules.
 */
export function checkTiers(kind: ContractKind, drafts: readonly TierDraft[]): TierCheck {
  const read = drafts.map(readTier);
  const fields = read.map((entry) => entry.problems);
  const tiers = read.flatMap((entry) => (entry.tier ? [entry.tier] : []));
  if (tiers.length < drafts.length) return { fields, list: null, tiers: null };
  if (tiers.length === 0 || tiers.length > MAX_TIERS)
    return { fields, list: { problem: 'count', row: null }, tiers: null };
  for (let end = 1; end <= tiers.length; end++) {
    const sentence = tierProblem(kind, tiers.slice(0, end));
    if (sentence) return { fields, list: { problem: listProblemOf(sentence), row: end - 1 }, tiers: null };
  }
  return {
    fields,
    list: null,
    tiers: tiers.map((tier) => ({
      minBase: formatAmount(tier.minBase),
      minActive: tier.minActive,
      rate: formatRate(tier.rate),
    })),
  };
}

/** The highest rate a kind allows, as a percentage ("10" for salaries, "100" for a dividend). */
export function maxRateText(kind: ContractKind): string {
  return formatRate(MAX_RATE[kind]);
}

/** The rates of a contract's tiers at a glance: "0.5% · 0.8% · 1.2%". */
export function ratesSummary(tiers: readonly TierText[]): string {
  return tiers.map((tier) => `${tier.rate}%`).join(' · ');
}
