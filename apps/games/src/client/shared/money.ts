/**
 * Amounts travel as two-decimal strings. The pages do arithmetic in minor units (whole cents as numbers: the
 * largest amount, 12 digits before the point, is far inside 2^53), so nothing is ever rounded on screen.
 */
export function toMinor(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return 0;
  const [, sign, whole = '0', fraction = ''] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -value : value;
}

export function fromMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

const SYMBOLS: Record<string, string> = { CNY: '¥', RMB: '¥', USD: '$', VND: '₫', EUR: '€', THB: '฿' };

/** "¥1,234.50" in the page's language; unknown currencies get their code, so nothing is guessed. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    minor / 100,
  );
  const symbol = SYMBOLS[currency.toUpperCase()];
  if (symbol) return minor < 0 ? `-${symbol}${number.replace('-', '')}` : `${symbol}${number}`;
  return currency ? `${number} ${currency}` : number;
}

/** A plain two-decimal number with grouping, for places where the currency is already shown. */
export function formatNumber(minor: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    minor / 100,
  );
}
