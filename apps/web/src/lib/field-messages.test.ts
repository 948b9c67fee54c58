import type { FieldRule } from '@playhall/contracts/field-rule-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkRule, findRule, requireValue, ruleMessage, serverFieldMessages } from './field-messages';
import { i18n, initI18n } from './i18n';
import { serveCatalogues } from './test-catalogues';

const USERNAME: FieldRule = {
  field: 'username',
  enabled: true,
  required: true,
  patternId: 1,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  minLength: 4,
  maxLength: 16,
};
const PASSWORD: FieldRule = {
  field: 'password',
  enabled: true,
  required: true,
  patternId: 5,
  acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  minLength: 6,
  maxLength: 20,
};
const EMAIL: FieldRule = {
  ...USERNAME,
  field: 'email',
  required: false,
  patternId: null,
  acceptedPattern: null,
};

beforeAll(async () => {
  serveCatalogues();
  await initI18n();
});

describe('the field rules the forms check (portal-shell spec §5)', () => {
  it('finds a field rule by its field', () => {
    expect(findRule([USERNAME, PASSWORD], 'password')).toBe(PASSWORD);
    expect(findRule([USERNAME], 'email')).toBeUndefined();
    expect(findRule(undefined, 'username')).toBeUndefined();
  });

  it('passes a value that meets its rule, and any value without a rule', () => {
    expect(checkRule(i18n.t, USERNAME, 'player01')).toBeUndefined();
    expect(checkRule(i18n.t, undefined, '')).toBeUndefined();
  });

  it('says "cannot be empty" for a required field, and nothing for an optional empty one', () => {
    expect(checkRule(i18n.t, USERNAME, '  ')).toBe('Input cannot be empty');
    expect(checkRule(i18n.t, EMAIL, '')).toBeUndefined();
    expect(checkRule(i18n.t, EMAIL, '', { required: true })).toBe('Input cannot be empty');
  });

  it("words a broken pattern with the pattern's template and the rule's bounds", () => {
    expect(checkRule(i18n.t, USERNAME, '1player')).toBe(
      'Please enter 4 - 16 characters: letters and numbers, starting with a letter',
    );
  });

  it('words a password of the wrong length with the password template, whatever its pattern', () => {
    expect(checkRule(i18n.t, PASSWORD, 'ab1')).toBe('Please fill in your password with 6 - 20 characters');
    expect(ruleMessage(i18n.t, { ...PASSWORD, patternId: null }, 'INVALID_FORMAT')).toBe(
      'Please fill in your password with 6 - 20 characters',
    );
  });

  it('falls back to the length template for a rule without a pattern', () => {
    expect(checkRule(i18n.t, EMAIL, 'abc')).toBe('Please enter 4 - 16 characters');
  });

  it('requireValue refuses only blank input', () => {
    expect(requireValue(i18n.t, ' \t')).toBe('Input cannot be empty');
    expect(requireValue(i18n.t, 'x')).toBeUndefined();
  });

  it("turns the server's field errors into words, by the field's rule or the error's code", () => {
    const messages = serverFieldMessages(
      i18n.t,
      [
        { field: 'password', code: 'TOO_SHORT', message: 'too short' },
        { field: 'username', code: 'USERNAME_TAKEN', message: 'taken' },
        { field: 'email', code: 'SOMETHING_NEW', message: 'new' },
      ],
      [USERNAME, PASSWORD],
    );
    expect(messages).toEqual({
      password: 'Please fill in your password with 6 - 20 characters',
      username: 'This username is already taken.',
      email: 'Unknown error',
    });
  });
});
