import { describe, expect, it } from 'vitest';
import { formatAmount, formatAmountGrouped, formatMoney, parseAmount } from './money';
import { zSignedAmount } from './ops';
import { zAmount } from './wallet';

describe('money', () => {
  it('parses decimal strings into minor units', () => {
    expect(parseAmount('0')).toBe(0n);
    expect(parseAmount('12')).toBe(1200n);
    expect(parseAmount('12.3')).toBe(1230n);
    expect(parseAmount('12.34')).toBe(1234n);
    expect(parseAmount('-0.05')).toBe(-5n);
    expect(parseAmount('9999999999999999.99')).toBe(999999999999999999n);
  });

  it('issue 11.15: amounts with surrounding whitespace are malformed, in every amount schema', () => {
    for (const spaced of [' 100 ', '100.00\n', '\t100', '100 ', ' -5.00']) {
      expect(zAmount.safeParse(spaced).success, JSON.stringify(spaced)).toBe(false);
      expect(zSignedAmount.safeParse(spaced).success, JSON.stringify(spaced)).toBe(false);
    }
    expect(zAmount.parse('100.00')).toBe('100.00');
    expect(zSignedAmount.parse('-5.00')).toBe('-5.00');
  });

  it('refuses anything that is not a plain amount', () => {
    for (const bad of [
      '',
      ' 1',
      '1.234',
      '1e3',
      '01',
      '1.',
      '.5',
      'NaN',
      '1,000',
      '+1',
      '10000000000000000',
    ]) {
      expect(() => parseAmount(bad), bad).toThrow(RangeError);
    }
  });

  it('formats minor units with exactly two decimals, and round-trips', () => {
    expect(formatAmount(0n)).toBe('0.00');
    expect(formatAmount(5n)).toBe('0.05');
    expect(formatAmount(-1230n)).toBe('-12.30');
    for (const text of ['0.00', '0.01', '1.00', '-7.50', '123456.78'])
      expect(formatAmount(parseAmount(text))).toBe(text);
  });

  it('groups thousands for display', () => {
    expect(formatAmountGrouped(123456789n)).toBe('1,234,567.89');
    expect(formatAmountGrouped(-100000n)).toBe('-1,000.00');
    expect(formatAmountGrouped(99n)).toBe('0.99');
  });

  it('formats money for display with the symbol, the same in every language', () => {
    expect(formatMoney(123450n, '¥')).toBe('¥1,234.50');
    expect(formatMoney(-1250n, '¥')).toBe('-¥12.50');
    expect(formatMoney(1500n, '¥', { signed: true })).toBe('+¥15.00');
    expect(formatMoney(0n, '¥', { signed: true })).toBe('¥0.00');
    expect(formatMoney(-600n, '¥', { signed: true })).toBe('-¥6.00');
    expect(formatMoney(50000n, '¥', { whole: true })).toBe('¥500');
    expect(formatMoney(50050n, '¥', { whole: true })).toBe('¥500.50');
    expect(formatMoney(123450n, '')).toBe('1,234.50');
  });
});
