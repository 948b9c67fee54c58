import type { zRegisterRequest } from '@playhall/contracts/accounts';
import type { FieldError } from '@playhall/contracts/envelope';
import { ErrorCode, FieldErrorCode } from '@playhall/contracts/error-codes';
import { checkFieldRule, type FieldRule } from '@playhall/contracts/field-rule-check';
import { REGISTER_FIELDS, type RegisterField } from '@playhall/contracts/field-rules';
import type { z } from 'zod';
import type { PasswordPolicy } from './password-policy';

export type RegisterInput = z.output<typeof zRegisterRequest>;
export type RegisterMode = 'USERNAME' | 'MOBILE';

/** Checked on their own path: the captcha by the captcha service, the SMS code by the code service. */
const CHECKED_ELSEWHERE = new Set<RegisterField>(['captcha', 'verificationCode']);

/** Body fields that carry what a ruled field carries: the register link's code is an invitation code. */
const ALIASES: Partial<Record<RegisterField, keyof RegisterInput>> = { affiliateCode: 'referralCode' };

const NO_RULE: Omit<FieldRule, 'field'> = {
  enabled: false,
  required: false,
  patternId: null,
  acceptedPattern: null,
  minLength: 0,
  maxLength: 0,
};

/** A value counts as given once trimmed; a blank value is as good as absent and is never stored. */
export function isGiven(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The rule in force for a field in this mode. Passwords are always required by their rule; the account name is
 * required when registering by name (it becomes the account) and optional by phone, where the phone number is
 * required; a payment password the form shows is required (portal-shell spec §5). A field without a rule is off.
 */
function effectiveRule(
  field: RegisterField,
  rules: readonly FieldRule[],
  mode: RegisterMode,
  takesReferral: boolean,
): FieldRule {
  const rule = rules.find((candidate) => candidate.field === field) ?? { field, ...NO_RULE };
  // The invite link carries its code though the form may not show the field; the code is checked by its lookup.
  if (field === 'recommenderId' && takesReferral && !rule.enabled) {
    return { ...rule, enabled: true, required: false, acceptedPattern: null, minLength: 1, maxLength: 40 };
  }
  if (field === 'password' || field === 'confirmPassword') return { ...rule, enabled: true, required: true };
  if (field === 'username') {
    return mode === 'USERNAME' ? { ...rule, enabled: true, required: true } : { ...rule, required: false };
  }
  if (field === 'mobileNum' && mode === 'MOBILE') return { ...rule, enabled: true, required: true };
  if (field === 'paymentPassword' && rule.enabled) return { ...rule, required: true };
  return rule;
}

/**
 * Every registration field against the brand's rules (issue 11.9): a field the brand switched off is refused if
 * it carries a value (the portal's form never sends one, so a value means a hand-made request, and a silent drop
 * would hide that), a field switched on is checked by its rule; the referral code (`recommenderId`) is taken
 * while the REFERRAL module is on, from the invite link, whether or not the form shows it. Then the password's
 * strength (issue 11.7).
 */
export async function checkRegisterFields(
  input: RegisterInput,
  rules: readonly FieldRule[],
  mode: RegisterMode,
  policy: PasswordPolicy,
  takesReferral = false,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const field of REGISTER_FIELDS) {
    if (CHECKED_ELSEWHERE.has(field)) continue;
    const rule = effectiveRule(field, rules, mode, takesReferral);
    const alias = ALIASES[field];
    for (const name of alias ? [field, alias] : [field]) {
      const value = input[name as keyof RegisterInput];
      if (!rule.enabled) {
        if (isGiven(value)) {
          errors.push({
            field: name,
            code: FieldErrorCode.UNKNOWN_FIELD,
            message: `This brand does not take ${name} at registration.`,
          });
        }
        continue;
      }
      // An alias is an alternative to its field, never required itself.
      const code = checkFieldRule(name === field ? rule : { ...rule, required: false }, value as string);
      if (code) errors.push({ field: name, code, message: `${name} does not meet its rule (${code})` });
    }
  }
  const password = input.password ?? '';
  if (!errors.some((error) => error.field === 'password')) {
    const weak = await policy.check(
      password,
      {
        account: input.username,
        email: input.email,
        mobile: input.mobileNum,
        realName: input.payeeName,
      },
      'password',
    );
    if (weak) errors.push(weak);
  }
  if (!errors.some((error) => error.field === 'confirmPassword') && input.confirmPassword !== password) {
    errors.push({
      field: 'confirmPassword',
      code: ErrorCode.PASSWORD_MISMATCH,
      message: 'The two password entries are inconsistent.',
    });
  }
  if (input.termsAccepted !== true) {
    errors.push({
      field: 'termsAccepted',
      code: ErrorCode.TERMS_NOT_ACCEPTED,
      message: 'Please confirm your age and accept the terms.',
    });
  }
  return errors;
}

/** What an agent gives for an account it opens in its downline (issue 13, registerCenter). */
export type AccountFields = {
  username: string;
  password: string;
  confirmPassword: string;
  realName?: string | undefined;
  mobileNum?: string | undefined;
};

/**
 * The fields of an account opened for someone else, by the brand's registration rules: the account name and the
 * password always, the real name and the phone number by their rules whenever given (even where the brand's own
 * sign-up form does not ask for them), then the password's strength. Errors carry the request's field names.
 */
export async function checkAccountFields(
  input: AccountFields,
  rules: readonly FieldRule[],
  policy: PasswordPolicy,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const fields: [RegisterField, keyof AccountFields, boolean][] = [
    ['username', 'username', true],
    ['password', 'password', true],
    ['payeeName', 'realName', false],
    ['mobileNum', 'mobileNum', false],
  ];
  for (const [field, name, required] of fields) {
    const rule = rules.find((candidate) => candidate.field === field);
    const value = input[name];
    // Without a rule only presence is checked; the contract's schema bounds the length.
    const code = rule
      ? checkFieldRule({ ...rule, enabled: true, required }, value)
      : required && !isGiven(value)
        ? FieldErrorCode.REQUIRED
        : null;
    if (code) errors.push({ field: name, code, message: `${name} does not meet its rule (${code})` });
  }
  if (!errors.some((error) => error.field === 'password')) {
    const info = { account: input.username, mobile: input.mobileNum, realName: input.realName };
    const weak = await policy.check(input.password, info, 'password');
    if (weak) errors.push(weak);
  }
  if (input.confirmPassword !== input.password) {
    errors.push({
      field: 'confirmPassword',
      code: ErrorCode.PASSWORD_MISMATCH,
      message: 'The two password entries are inconsistent.',
    });
  }
  return errors;
}
