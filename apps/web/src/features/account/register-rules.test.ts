import type { FieldRule } from '@playhall/contracts/field-rule-check';
import type { RegisterField } from '@playhall/contracts/field-rules';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { serveCatalogues } from '@/lib/test-catalogues';
import {
  emptyRegisterValues,
  type RegisterValues,
  registerRequest,
  validateRegister,
  visibleFields,
} from './register-rules';

function rule(field: RegisterField, extra: Partial<FieldRule> = {}): FieldRule {
  return {
    field,
    enabled: true,
    required: false,
    patternId: null,
    acceptedPattern: null,
    minLength: 1,
    maxLength: 64,
    ...extra,
  };
}

const RULES = [
  rule('username', { required: true, minLength: 4, maxLength: 16 }),
  rule('password', { required: true, minLength: 6, maxLength: 20 }),
  rule('mobileNum', { minLength: 6, maxLength: 15, patternId: 6, acceptedPattern: '^[0-9]+$' }),
  rule('email'),
  rule('paymentPassword', { minLength: 6, maxLength: 6 }),
  rule('qqNum', { enabled: false }),
];

function values(changes: Partial<RegisterValues> = {}): RegisterValues {
  return {
    ...emptyRegisterValues(''),
    username: 'player99',
    password: 'Kite7Harbor29',
    confirmPassword: 'Kite7Harbor29',
    paymentPassword: '123456',
    terms: true,
    ...changes,
  };
}

beforeAll(async () => {
  serveCatalogues();
  await initI18n();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('visibleFields', () => {
  it('shows the fields the brand switched on, in the form order, and the SMS code in mobile mode only', () => {
    expect(visibleFields(RULES, 'USERNAME', false)).toEqual({
      username: true,
      mobileNum: true,
      verificationCode: false,
      captcha: false,
      extras: ['email', 'paymentPassword'],
    });
    expect(visibleFields([], 'MOBILE', true)).toMatchObject({
      username: false,
      mobileNum: true,
      verificationCode: true,
      captcha: true,
      extras: [],
    });
  });
});

describe('validateRegister', () => {
  const check = (mode: 'USERNAME' | 'MOBILE', typed: RegisterValues, hasCaptcha = false) =>
    validateRegister(i18n.t, RULES, mode, hasCaptcha, 18, typed);
  const messages = (errors: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));

  it('passes a complete username registration', () => {
    expect(messages(check('USERNAME', values()))).toEqual({});
  });

  it('wants the confirmation to equal the password and the age consent ticked', () => {
    expect(messages(check('USERNAME', values({ confirmPassword: 'Other7Harbor29', terms: false })))).toEqual({
      confirmPassword: 'The two password entries are inconsistent',
      terms: 'Please confirm that you are 18 or older and accept the terms of service',
    });
  });

  it('requires the payment password when the brand shows it', () => {
    expect(check('USERNAME', values({ paymentPassword: '' })).paymentPassword).toBe('Input cannot be empty');
  });

  it('in mobile mode needs the number and the code, and leaves the account name optional', () => {
    const errors = messages(check('MOBILE', values({ username: '', mobileNum: '', verificationCode: '' })));
    expect(errors).toEqual({ mobileNum: 'Input cannot be empty', verificationCode: 'Input cannot be empty' });
  });

  it('asks for the captcha when one is shown', () => {
    expect(check('USERNAME', values(), true).captcha).toBe('Please enter the captcha');
  });
});

describe('registerRequest', () => {
  it('sends only shown fields with a value, trimmed, and the passwords as typed', () => {
    vi.stubGlobal('window', { location: { host: 'portal.example' } });
    const request = registerRequest(
      RULES,
      'USERNAME',
      values({
        username: ' player99 ',
        email: ' jane@playhall.example ',
        paymentPassword: ' 12345',
        qqNum: '42',
      }),
      { countryDialingCode: '+86', hasCaptcha: false },
    );
    expect(request).toEqual({
      username: 'player99',
      password: 'Kite7Harbor29',
      confirmPassword: 'Kite7Harbor29',
      termsAccepted: true,
      login: true,
      domain: 'portal.example',
      email: 'jane@playhall.example',
      paymentPassword: ' 12345',
    });
  });

  it('in mobile mode sends the number with its dialing code, the code with its request id, and the captcha', () => {
    vi.stubGlobal('window', { location: { host: 'portal.example' } });
    const request = registerRequest(
      [],
      'MOBILE',
      values({ username: '', mobileNum: ' 13800138000 ', verificationCode: ' 123456 ', captcha: ' ab12 ' }),
      { countryDialingCode: '+86', requestId: 'req-1', captchaId: 'cap-1', hasCaptcha: true },
    );
    expect(request).toMatchObject({
      mobileNum: '13800138000',
      countryDialingCode: '+86',
      verificationCode: '123456',
      requestId: 'req-1',
      captchaId: 'cap-1',
      captcha: 'ab12',
    });
    expect(request).not.toHaveProperty('username');
  });
});
