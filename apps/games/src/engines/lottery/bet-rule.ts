/** One way a bet type can pay, e.g. "first prize" of a 4D bet; odds are total return per unit staked × 100. */
export type PrizeOdds = { tier: string; labelKey: string; label: string; oddsHundredths: number };

export type ChoiceOption = { value: string; labelKey: string; label: string };

/** How a selection is written: a fixed number of digits, one digit on one ball ("--7--"), or a named choice. */
export type SelectionSpec =
  | { kind: 'digits'; length: number; example: string }
  | { kind: 'position'; balls: number; example: string }
  | { kind: 'choice'; options: readonly ChoiceOption[] };

/**
 * A bet type of one game. `occurrences` counts, per entry of `odds`, how often the selection hit in a result;
 * `expectedOccurrences` is the same count's exact expectation for a selection, derived from the draw's
 * distribution, which makes the RTP Σ expected × odds / 100 an exact figure rather than a simulated estimate.
 */
export type BetRule<Result> = {
  betType: string;
  labelKey: string;
  label: string;
  /** English rule text for help pages; pages translate by labelKey. */
  rule: string;
  selection: SelectionSpec;
  odds: readonly PrizeOdds[];
  occurrences(selection: string, result: Result): number[];
  expectedOccurrences(selection: string): number[];
};

export const BIG_SMALL: readonly ChoiceOption[] = [
  { value: 'big', labelKey: 'games.lottery.choice.big', label: 'Big' },
  { value: 'small', labelKey: 'games.lottery.choice.small', label: 'Small' },
];

export const ODD_EVEN: readonly ChoiceOption[] = [
  { value: 'odd', labelKey: 'games.lottery.choice.odd', label: 'Odd' },
  { value: 'even', labelKey: 'games.lottery.choice.even', label: 'Even' },
];

/** The canonical spelling of a selection, or null when it does not fit the spec. */
export function normaliseSelection(spec: SelectionSpec, raw: string): string | null {
  const text = raw.trim();
  switch (spec.kind) {
    case 'digits':
      return new RegExp(`^[0-9]{${spec.length}}$`).test(text) ? text : null;
    case 'position': {
      const digits = text.replace(/-/g, '');
      return new RegExp(`^[0-9-]{${spec.balls}}$`).test(text) && digits.length === 1 ? text : null;
    }
    case 'choice': {
      const value = text.toLowerCase();
      return spec.options.some((option) => option.value === value) ? value : null;
    }
  }
}

/** The odds list of a bet type that wins in one way only. */
export function singleOdds(labelKey: string, label: string, oddsHundredths: number): PrizeOdds[] {
  return [{ tier: 'win', labelKey, label, oddsHundredths }];
}
