import { describe, expect, it } from 'vitest';
import { isEmailAddress, isSixDigits } from './form-rules';

describe('form rules', () => {
  it('takes exactly six digits as a code or payment password', () => {
    expect(isSixDigits('012345')).toBe(true);
    for (const value of ['12345', '1234567', '12a456', ' 123456', '１２３４５６'])
      expect(isSixDigits(value)).toBe(false);
  });

  it('takes an address with a local part, an @ and a dotted domain, without spaces', () => {
    expect(isEmailAddress('jane@playhall.example')).toBe(true);
    for (const value of ['jane', 'jane@host', '@playhall.example', 'jane doe@playhall.example', 'a@b@c.d'])
      expect(isEmailAddress(value)).toBe(false);
  });
});
