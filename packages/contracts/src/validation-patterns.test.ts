import { describe, expect, it } from 'vitest';
import { checkFieldRule } from './field-rule-check';
import { compilePattern, fillBounds, PATTERN_IDS, VALIDATION_PATTERNS } from './validation-patterns';

const EXAMPLES: Record<number, { accepts: string[]; refuses: string[] }> = {
  1: { accepts: ['player1', 'A'], refuses: ['1player', 'play er', 'play_er'] },
  2: { accepts: ['张三123', '王'], refuses: ['abc', '张 三'] },
  3: { accepts: ['a@b.co', 'first.last@example.com'], refuses: ['a@b', 'a b@c.d', '@x.io'] },
  4: { accepts: ['abc123', 'ABC'], refuses: ['abc-123', 'a b'] },
  5: { accepts: ['abc123', '1a'], refuses: ['abcdef', '123456', 'abc_123'] },
  6: { accepts: ['0123456789'], refuses: ['12a', '１２'] },
  7: { accepts: ['Abc123', 'A'], refuses: ['abc123', 'Abc-1'] },
  8: { accepts: ['John Smith'], refuses: ['John3', 'Jöhn'] },
  9: { accepts: ['abc!@#'], refuses: ['a b', 'tab\there'] },
  10: { accepts: ['你好，世界。', '张·三'], refuses: ['hello', '你好 世界'] },
  11: { accepts: ['2000-02-29', '1999-12-31'], refuses: ['1999-13-01', '99-12-31', '1999/12/31'] },
  12: { accepts: ['12-31-1999'], refuses: ['1999-12-31', '13-01-1999'] },
  13: { accepts: ['Nguyễn Văn An', 'José María'], refuses: ['R2D2', 'a_b'] },
  14: { accepts: ['홍길동'], refuses: ['Hong', '홍 길동'] },
  15: { accepts: ['สมชาย'], refuses: ['Somchai', 'สม ชาย'] },
  16: { accepts: ['สมชาย Jaidee'], refuses: ['สมชาย1'] },
  17: { accepts: ['JOHN SMITH', 'A'], refuses: ['John', '   '] },
  18: { accepts: ['P@ssw0rd!'], refuses: ['with space', 'naïve'] },
  19: { accepts: ['Aa1!aaaa'], refuses: ['Aa1aaaaa', 'aa1!aaaa', 'AA1!AAAA', 'Aa!!aaaa'] },
};

describe('validation pattern catalogue', () => {
  it('has the nineteen rules of the spec, each with examples it accepts and refuses', () => {
    expect(PATTERN_IDS).toHaveLength(19);
    for (const id of PATTERN_IDS) {
      const pattern = compilePattern(VALIDATION_PATTERNS[id].source);
      const examples = EXAMPLES[id];
      expect(examples, `examples for pattern ${id}`).toBeDefined();
      for (const value of examples?.accepts ?? [])
        expect(pattern.test(value), `${id} accepts ${value}`).toBe(true);
      for (const value of examples?.refuses ?? [])
        expect(pattern.test(value), `${id} refuses ${value}`).toBe(false);
    }
  });

  it('fills (min) and (max), collapsing equal bounds to one value', () => {
    expect(fillBounds('Please enter (min) - (max) characters', 6, 16)).toBe('Please enter 6 - 16 characters');
    expect(fillBounds('Please enter (min) - (max) characters', 6, 6)).toBe('Please enter 6 characters');
    expect(fillBounds('Please fill in your password with (min) - (max) characters', 8, 20)).toBe(
      'Please fill in your password with 8 - 20 characters',
    );
  });
});

describe('field rule check (shared by client and server)', () => {
  const rule = {
    enabled: true,
    required: true,
    acceptedPattern: VALIDATION_PATTERNS[1].source,
    minLength: 6,
    maxLength: 8,
  };

  it('passes a valid value and trims it first', () => {
    expect(checkFieldRule(rule, '  player1 ')).toBeNull();
  });

  it('names the first failing condition', () => {
    expect(checkFieldRule(rule, '')).toBe('REQUIRED');
    expect(checkFieldRule(rule, '   ')).toBe('REQUIRED');
    expect(checkFieldRule(rule, 'abc')).toBe('TOO_SHORT');
    expect(checkFieldRule(rule, 'abcdefghi')).toBe('TOO_LONG');
    expect(checkFieldRule(rule, '1abcdef')).toBe('INVALID_FORMAT');
  });

  it('ignores a disabled field and accepts an empty optional one', () => {
    expect(checkFieldRule({ ...rule, enabled: false }, '1')).toBeNull();
    expect(checkFieldRule({ ...rule, required: false }, undefined)).toBeNull();
    expect(checkFieldRule({ ...rule, required: false }, 'x')).toBe('TOO_SHORT');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkFieldRule({ ...rule, acceptedPattern: null, minLength: 2, maxLength: 2 }, '😀😀')).toBeNull();
  });
});
