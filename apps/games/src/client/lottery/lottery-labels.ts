import type { LotteryBetTypeView, LotteryView } from '@playhall/contracts/games-play';
import { parseAmount } from '@playhall/contracts/money';
import type { I18n } from '../i18n/i18n';

/** Bet types, choices and odds arrive with label keys; pages translate them and fall back to the English label. */
export function betTypeLabel(i18n: I18n, betType: LotteryBetTypeView | undefined, fallback: string): string {
  return betType ? i18n.label(betType.labelKey, betType.label) : fallback;
}

/** The rule sentence of a bet type: `rule.<name>` by the last part of its label key. */
export function ruleText(i18n: I18n, betType: LotteryBetTypeView): string {
  const key = `rule.${betType.labelKey.split('.').pop() ?? ''}`;
  return i18n.has(key) ? i18n.t(key) : betType.rule;
}

/** A selection as players read it: "Big", "Ball 3 = 7", or the digits themselves. */
export function selectionText(
  i18n: I18n,
  betType: LotteryBetTypeView | undefined,
  selection: string,
): string {
  const spec = betType?.selection;
  if (spec?.kind === 'choice') {
    const option = spec.options.find((candidate) => candidate.value === selection);
    return option ? i18n.label(option.labelKey, option.label) : selection;
  }
  if (spec?.kind === 'position') {
    const index = selection.search(/[0-9]/);
    if (index >= 0) return i18n.t('lottery.positionPick', { n: index + 1, digit: selection.charAt(index) });
  }
  return selection;
}

/** The best a ticket can return (stake × the highest odds), exact in minor units since stakes are whole units. */
export function bestPayout(betType: LotteryBetTypeView, stakeMinor: bigint): bigint {
  // Math.max takes no bigint.
  let best = 0n;
  for (const odds of betType.odds) {
    const hundredths = parseAmount(odds.odds);
    if (hundredths > best) best = hundredths;
  }
  return (stakeMinor * best) / 100n;
}

/** A lô pays per matching prize and can hit more than once: its "up to" is per hit. */
export function paysPerHit(betType: LotteryBetTypeView): boolean {
  return betType.odds.length === 1 && betType.odds[0]?.tier === 'each';
}

export function familyTitle(i18n: I18n, view: LotteryView): string {
  const key = `lottery.title.${view.family}`;
  return i18n.has(key) ? i18n.t(key) : i18n.label(view.labelKey, view.label);
}

/** "02:45", or "5:02:45" for a daily draw hours away. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** Odds as players read them: "×9.70", "×95,000" (the two-decimal string, grouped, without empty cents). */
export function formatOdds(odds: string, locale: string): string {
  const value = Number(odds);
  if (!Number.isFinite(value)) return `×${odds}`;
  const digits = Number.isInteger(value) ? 0 : 2;
  return `×${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(value)}`;
}
