import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney (the one place money becomes text)', () => {
  it('writes the symbol, thousands separators and two decimals', () => {
    expect(formatMoney('1250', '¥')).toBe('¥1,250.00');
    expect(formatMoney('1234567.5', '¥')).toBe('¥1,234,567.50');
  });

  it('puts the minus before the symbol, and a plus on gains only when signed', () => {
    expect(formatMoney('-12.50', '¥')).toBe('-¥12.50');
    expect(formatMoney('12.50', '¥', { signed: true })).toBe('+¥12.50');
    expect(formatMoney('0.00', '¥', { signed: true })).toBe('¥0.00');
  });

  it('drops .00 from whole amounts when asked, never the cents', () => {
    expect(formatMoney('500', '¥', { whole: true })).toBe('¥500');
    expect(formatMoney('500.50', '¥', { whole: true })).toBe('¥500.50');
  });

  it('shows a dash rather than a wrong figure for what is not an amount', () => {
    expect(formatMoney('12.345', '¥')).toBe('—');
    expect(formatMoney('ten', '¥')).toBe('—');
  });
});
