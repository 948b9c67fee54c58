/**
 * Money is an integer number of minor units (cents), held as `bigint` everywhere. This module is the only place
 * that converts between minor units and the two-decimal strings that cross the API ("1250.00").
 */

const AMOUNT_PATTERN = /^-?(0|[1-9]\d{0,15})(\.\d{1,2})?$/;

/** Parses "12", "12.3" or "12.30" into 1230n. Throws on anything else (floats, exponents, three decimals). */
export function parseAmount(text: string): bigint {
  if (!AMOUNT_PATTERN.test(text)) {
    throw new RangeError(`Not a money amount: ${JSON.stringify(text)}`);
  }
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -minor : minor;
}

export function isAmount(text: string): boolean {
  return AMOUNT_PATTERN.test(text);
}

/** Formats 1230n as "12.30". */
export function formatAmount(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

/** Formats for display with thousands separators: 123456789n → "1,234,567.89". */
export function formatAmountGrouped(minor: bigint): string {
  const [whole = '0', cents = '00'] = formatAmount(minor).split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${cents}`;
}

/**
 * Money as a visitor reads it, the same text on the portal and in the game frame: the currency symbol, thousands
 * separators and two decimals, whatever the page's language ("¥1,234.50", "-¥12.50"). `signed` adds "+" to
 * gains; `whole` drops ".00" (quick-amount chips read "¥500").
 */
export function formatMoney(
  minor: bigint,
  symbol: string,
  options: { signed?: boolean; whole?: boolean } = {},
): string {
  const grouped = formatAmountGrouped(minor < 0n ? -minor : minor);
  const digits = options.whole && grouped.endsWith('.00') ? grouped.slice(0, -3) : grouped;
  const text = `${symbol}${digits}`;
  if (minor < 0n) return `-${text}`;
  return options.signed && minor > 0n ? `+${text}` : text;
}
