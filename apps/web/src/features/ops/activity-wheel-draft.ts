import { isAmount } from '@playhall/contracts/money';
import { WHEEL_SEGMENTS } from '@playhall/contracts/reward-constants';

/** A lucky wheel's rules as the server keeps them. */
export type WheelRules = {
  segments: { label: string; amount: string; weight: number }[];
  minValidBetToday: string;
  wageringMultiple: number;
};

/** A wheel segment as its inputs edit it. */
export type WheelSegmentDraft = { label: string; amount: string; weight: string };

/** A lucky wheel's own fields in the activity form. */
export type WheelDraftFields = { wheelSegments: WheelSegmentDraft[]; minValidBetToday: string };

export const wheelDraftDefaults: WheelDraftFields = {
  wheelSegments: [
    { label: 'Try again', amount: '0.00', weight: '30' },
    { label: '¥1', amount: '1.00', weight: '28' },
    { label: '¥2', amount: '2.00', weight: '18' },
    { label: '¥5', amount: '5.00', weight: '10' },
    { label: '¥8', amount: '8.00', weight: '7' },
    { label: '¥18', amount: '18.00', weight: '4' },
    { label: '¥38', amount: '38.00', weight: '2' },
    { label: '¥88', amount: '88.00', weight: '1' },
  ],
  minValidBetToday: '0.00',
};

/** The form's fields of a listed wheel. */
export function wheelRulesDraft(rules: WheelRules): WheelDraftFields {
  return {
    wheelSegments: rules.segments.map((segment) => ({
      label: segment.label,
      amount: segment.amount,
      weight: String(segment.weight),
    })),
    minValidBetToday: rules.minValidBetToday,
  };
}

/** The rules as the console sends them; the server checks each again. */
export function wheelRulesInput(
  draft: WheelDraftFields,
  wageringMultiple: number,
): { kind: 'LUCKY_WHEEL'; rules: WheelRules } {
  return {
    kind: 'LUCKY_WHEEL',
    rules: {
      segments: draft.wheelSegments.map((segment) => ({
        label: segment.label.trim(),
        amount: segment.amount.trim(),
        weight: Number(segment.weight),
      })),
      minValidBetToday: draft.minValidBetToday.trim(),
      wageringMultiple,
    },
  };
}

/** What the form refuses before sending (each a stable code the console translates). */
export type WheelProblem =
  | 'WHEEL_SEGMENT_COUNT'
  | 'WHEEL_LABEL'
  | 'WHEEL_AMOUNT'
  | 'WHEEL_WEIGHT'
  | 'WHEEL_MIN_BET';

const LABEL_MAX = 24;
const WEIGHT_MAX = 10_000;
const amountOrZero = (text: string) => isAmount(text.trim()) && !text.trim().startsWith('-');

/** The draft's problems, each once, in the form's order; none when the wheel may be sent. */
export function wheelDraftProblems(draft: WheelDraftFields): WheelProblem[] {
  const segments = draft.wheelSegments;
  const problems: WheelProblem[] = [];
  if (segments.length < WHEEL_SEGMENTS.min || segments.length > WHEEL_SEGMENTS.max) {
    problems.push('WHEEL_SEGMENT_COUNT');
  }
  if (segments.some(({ label }) => label.trim() === '' || label.trim().length > LABEL_MAX)) {
    problems.push('WHEEL_LABEL');
  }
  if (segments.some(({ amount }) => !amountOrZero(amount))) problems.push('WHEEL_AMOUNT');
  if (
    segments.some(({ weight }) => {
      const value = Number(weight);
      return !/^\d+$/.test(weight.trim()) || value < 1 || value > WEIGHT_MAX;
    })
  ) {
    problems.push('WHEEL_WEIGHT');
  }
  if (!amountOrZero(draft.minValidBetToday)) problems.push('WHEEL_MIN_BET');
  return problems;
}

/** Each segment's chance in percent (its weight over the total), for the form's preview; 0 when weights are bad. */
export function wheelChances(segments: readonly WheelSegmentDraft[]): number[] {
  const weights = segments.map(({ weight }) => (/^\d+$/.test(weight.trim()) ? Number(weight) : 0));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (total > 0 ? (weight * 100) / total : 0));
}
