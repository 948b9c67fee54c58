import type { FieldRule } from '@playhall/contracts/field-rule-check';
import type { RegisterField } from '@playhall/contracts/field-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { serveCatalogues } from '@/lib/test-catalogues';
import {
  type DownlineValues,
  downlineFieldMessages,
  downlineRequest,
  emptyDownlineValues,
  validateDownline,
} from './downline-rules';

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

// The brand's sign-up form may switch the real name and phone off: an agent's form still checks them by rule.
const RULES = [
  rule('username', { required: true, minLength: 6, maxLength: 16 }),
  rule('password', { required: true, minLength: 6, maxLength: 20 }),
  rule('payeeName', { enabled: false, minLength: 2, maxLength: 50, acceptedPattern: '^[\\p{L} ]+$' }),
  rule('mobileNum', { enabled: false, minLength: 6, maxLength: 15, acceptedPattern: '^[0-9]+$' }),
];

function values(changes: Partial<DownlineValues> = {}): DownlineValues {
  return {
    ...emptyDownlineValues(),
    username: 'player99',
    password: 'Kite7Harbor29',
    confirmPassword: 'Kite7Harbor29',
    ...changes,
  };
}

const problems = (changes: Partial<DownlineValues>) =>
  Object.fromEntries(
    Object.entries(validateDownline(i18n.t, RULES, values(changes))).filter(([, message]) => message),
  );

beforeAll(async () => {
  serveCatalogues();
  await initI18n();
});

describe('the registerCenter form rules', () => {
  it('passes a complete form, with or without the optional fields', () => {
    expect(problems({})).toEqual({});
    expect(problems({ realName: 'Tran Mai', mobileNum: '13800138000' })).toEqual({});
  });

  it('requires the account name, the password and its confirmation', () => {
    expect(Object.keys(problems({ username: ' ', password: '', confirmPassword: '' })).sort()).toEqual([
      'confirmPassword',
      'password',
      'username',
    ]);
    expect(problems({ username: 'abc' }).username).toMatch(/6 - 16/);
  });

  it('refuses a confirmation that differs from the password', () => {
    expect(problems({ confirmPassword: 'Kite7Harbor30' })).toEqual({
      confirmPassword: 'The two password entries are inconsistent',
    });
  });

  it('checks the real name and phone by their rules when given, even where sign-up does not ask for them', () => {
    expect(problems({ realName: 'R2-D2' })).toHaveProperty('realName');
    expect(problems({ mobileNum: '1380013ab' })).toHaveProperty('mobileNum');
    expect(problems({ realName: '', mobileNum: '' })).toEqual({});
  });
});

describe('the registerCenter request', () => {
  it('sends the type as a number, names trimmed, passwords as typed, optional fields only when given', () => {
    expect(
      downlineRequest(values({ type: '1', username: ' player99 ', password: ' Kite7 ' }), '+86'),
    ).toEqual({ type: 1, username: 'player99', password: ' Kite7 ', confirmPassword: 'Kite7Harbor29' });
    expect(downlineRequest(values({ realName: ' Tran Mai ', mobileNum: '138-0013 8000' }), '+84')).toEqual({
      type: 0,
      username: 'player99',
      password: 'Kite7Harbor29',
      confirmPassword: 'Kite7Harbor29',
      realName: 'Tran Mai',
      mobileNum: '13800138000',
      countryDialingCode: '+84',
    });
  });

  it("words the server's field errors by the form's fields, the real name by the payee-name rule", () => {
    const messages = downlineFieldMessages(
      i18n.t,
      [
        { field: 'realName', code: 'TOO_SHORT', message: '' },
        { field: 'username', code: 'USERNAME_TAKEN', message: '' },
        { field: 'somethingElse', code: 'REQUIRED', message: '' },
      ],
      RULES,
    );
    expect(Object.keys(messages).sort()).toEqual(['realName', 'username']);
    expect(messages.realName).toMatch(/2 - 50/);
  });
});
