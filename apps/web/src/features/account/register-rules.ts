import type { RegisterRequest } from '@playhall/contracts/accounts';
import type { FieldRule } from '@playhall/contracts/field-rule-check';
import type { RegisterField } from '@playhall/contracts/field-rules';
import { checkRule, findRule, requireValue } from '@/lib/field-messages';
import type { TFunction } from '@/lib/translator';
import type { FormErrors } from '@/lib/use-form';
import type { RegisterMode } from './api/register';

/** Fields shown only when their rule enables them, in the order of the form (portal-shell spec §5). */
export const EXTRA_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'paymentPassword',
  'recommenderId',
  'affiliateCode',
] as const satisfies readonly RegisterField[];

export type ExtraField = (typeof EXTRA_FIELDS)[number];

export type RegisterValues = Record<
  'username' | 'password' | 'confirmPassword' | 'mobileNum' | 'verificationCode' | 'captcha' | ExtraField,
  string
> & { terms: boolean };

export function emptyRegisterValues(affiliateCode: string): RegisterValues {
  return {
    username: '',
    password: '',
    confirmPassword: '',
    mobileNum: '',
    verificationCode: '',
    captcha: '',
    payeeName: '',
    email: '',
    qqNum: '',
    line: '',
    whatsapp: '',
    facebook: '',
    wechat: '',
    idNumber: '',
    paymentPassword: '',
    recommenderId: '',
    affiliateCode,
    terms: false,
  };
}

/** Which fields the form shows for these rules and this mode. */
export function visibleFields(rules: readonly FieldRule[], mode: RegisterMode, hasCaptcha: boolean) {
  const isOn = (field: RegisterField) => findRule(rules, field)?.enabled === true;
  return {
    username: isOn('username'),
    mobileNum: mode === 'MOBILE' || isOn('mobileNum'),
    verificationCode: mode === 'MOBILE',
    captcha: hasCaptcha,
    extras: EXTRA_FIELDS.filter((field) => isOn(field)),
  };
}

/**
 * Every check of the register form, with the server's rules (the server runs the same checks again): mobile
 * number and SMS code are required in mobile mode, where the account name becomes optional; the payment
 * password is required when shown; the confirmation must equal the password; the consent must be ticked.
 */
export function validateRegister(
  t: TFunction,
  rules: readonly FieldRule[],
  mode: RegisterMode,
  hasCaptcha: boolean,
  minimumAge: number,
  values: RegisterValues,
): FormErrors<RegisterValues> {
  const shown = visibleFields(rules, mode, hasCaptcha);
  const errors: FormErrors<RegisterValues> = {};
  const rule = (field: RegisterField) => findRule(rules, field);
  if (shown.username) {
    errors.username = checkRule(
      t,
      rule('username'),
      values.username,
      mode === 'MOBILE' ? { required: false } : {},
    );
  }
  errors.password =
    checkRule(t, rule('password'), values.password, { enabled: true, required: true }) ??
    requireValue(t, values.password);
  errors.confirmPassword =
    requireValue(t, values.confirmPassword) ??
    (values.confirmPassword !== values.password ? t('validation.passwordsInconsistent') : undefined);
  if (shown.mobileNum) {
    errors.mobileNum = checkRule(
      t,
      rule('mobileNum'),
      values.mobileNum,
      mode === 'MOBILE' ? { enabled: true, required: true } : {},
    );
  }
  if (shown.verificationCode) {
    errors.verificationCode =
      checkRule(t, rule('verificationCode'), values.verificationCode, { enabled: true, required: true }) ??
      requireValue(t, values.verificationCode);
  }
  for (const field of shown.extras) {
    errors[field] = checkRule(
      t,
      rule(field),
      values[field],
      field === 'paymentPassword' ? { required: true } : {},
    );
  }
  if (shown.captcha) errors.captcha = values.captcha.trim() === '' ? t('validation.captcha') : undefined;
  if (!values.terms) errors.terms = t('validation.terms', { age: minimumAge });
  return errors;
}

/** The registration payload: only shown fields with a value, trimmed (passwords as typed). */
export function registerRequest(
  rules: readonly FieldRule[],
  mode: RegisterMode,
  values: RegisterValues,
  extra: {
    countryDialingCode: string;
    requestId?: string | undefined;
    captchaId?: string | undefined;
    hasCaptcha: boolean;
  },
): RegisterRequest {
  const shown = visibleFields(rules, mode, extra.hasCaptcha);
  const request: RegisterRequest = {
    password: values.password,
    confirmPassword: values.confirmPassword,
    termsAccepted: values.terms,
    login: true,
    domain: window.location.host,
  };
  const username = values.username.trim();
  if (shown.username && username) request.username = username;
  const mobile = values.mobileNum.trim();
  if (shown.mobileNum && mobile) {
    request.mobileNum = mobile;
    request.countryDialingCode = extra.countryDialingCode;
  }
  if (shown.verificationCode) {
    request.verificationCode = values.verificationCode.trim();
    if (extra.requestId) request.requestId = extra.requestId;
  }
  for (const field of shown.extras) {
    const value = field === 'paymentPassword' ? values[field] : values[field].trim();
    if (value) request[field] = value;
  }
  if (shown.captcha && extra.captchaId) {
    request.captchaId = extra.captchaId;
    request.captcha = values.captcha.trim();
  }
  return request;
}
