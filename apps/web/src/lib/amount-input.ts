import { formatAmount, isAmount, parseAmount } from '@playhall/contracts/money';

export type AmountLimits = {
  /** Smallest amount allowed, as an API string. */
  min?: string | undefined;
  /** Largest amount allowed, as an API string. */
  max?: string | undefined;
  /** What the source wallet can spend, as an API string. */
  available?: string | undefined;
  /** Adjustments may take money away: a signed amount, never zero. */
  isSigned?: boolean;
};

export type AmountProblem =
  | { kind: 'required' | 'format' | 'positive' | 'zero' }
  | { kind: 'min' | 'max' | 'available'; bound: string };

/** Checks a typed amount against its limits with the money module; null when it may be sent. */
export function amountProblem(text: string, limits: AmountLimits = {}): AmountProblem | null {
  const typed = text.trim();
  if (typed === '') return { kind: 'required' };
  if (!isAmount(typed)) return { kind: 'format' };
  const minor = parseAmount(typed);
  if (limits.isSigned) {
    if (minor === 0n) return { kind: 'zero' };
  } else if (minor <= 0n) {
    return { kind: 'positive' };
  }
  if (limits.min !== undefined && minor < parseAmount(limits.min)) return { kind: 'min', bound: limits.min };
  if (limits.max !== undefined && minor > parseAmount(limits.max)) return { kind: 'max', bound: limits.max };
  if (limits.available !== undefined && minor > parseAmount(limits.available)) {
    return { kind: 'available', bound: limits.available };
  }
  return null;
}

/** The typed amount as the API takes it ("100" -> "100.00"). Only for an amount that passed the check. */
export function toApiAmount(text: string): string {
  return formatAmount(parseAmount(text.trim()));
}

/** The smaller of two API amounts (e.g. what is available and the per-withdrawal maximum). */
export function smallerAmount(first: string, second: string): string {
  return parseAmount(first) <= parseAmount(second) ? first : second;
}

/** Whether an API amount is above zero. */
export function isPositiveAmount(amount: string): boolean {
  return parseAmount(amount) > 0n;
}
