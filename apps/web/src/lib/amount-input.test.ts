import { describe, expect, it } from 'vitest';
import { amountProblem, isPositiveAmount, smallerAmount, toApiAmount } from './amount-input';

describe('amountProblem', () => {
  it('asks for an amount when the field is empty or blank', () => {
    expect(amountProblem('')).toEqual({ kind: 'required' });
    expect(amountProblem('   ')).toEqual({ kind: 'required' });
  });

  it('refuses what is not an amount of at most two decimals', () => {
    for (const typed of ['abc', '1,000', '12.345', '1e3', '--5'])
      expect(amountProblem(typed)).toEqual({ kind: 'format' });
  });

  it('wants a positive amount, unless the amount is signed, where only zero is refused', () => {
    expect(amountProblem('0')).toEqual({ kind: 'positive' });
    expect(amountProblem('0.00')).toEqual({ kind: 'positive' });
    expect(amountProblem('-5', { isSigned: true })).toBeNull();
    expect(amountProblem('0', { isSigned: true })).toEqual({ kind: 'zero' });
  });

  it('names the bound it breaks: minimum, maximum, then what is available', () => {
    const limits = { min: '100.00', max: '50000.00', available: '300.00' };
    expect(amountProblem('99.99', limits)).toEqual({ kind: 'min', bound: '100.00' });
    expect(amountProblem('50000.01', limits)).toEqual({ kind: 'max', bound: '50000.00' });
    expect(amountProblem('300.01', limits)).toEqual({ kind: 'available', bound: '300.00' });
  });

  it('accepts an amount on its bounds, with spaces around it', () => {
    const limits = { min: '100.00', max: '300.00', available: '300.00' };
    expect(amountProblem(' 100 ', limits)).toBeNull();
    expect(amountProblem('300.00', limits)).toBeNull();
  });
});

describe('the API form of amounts', () => {
  it('writes a typed amount with two decimals', () => {
    expect(toApiAmount('100')).toBe('100.00');
    expect(toApiAmount(' 12.5 ')).toBe('12.50');
  });

  it('picks the smaller of two amounts and tells a positive one', () => {
    expect(smallerAmount('300.00', '50000.00')).toBe('300.00');
    expect(smallerAmount('50000.00', '300.00')).toBe('300.00');
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('0.00')).toBe(false);
  });
});
