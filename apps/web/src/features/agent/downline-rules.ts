import type { CreateDownlineRequest, DownlineType } from '@playhall/contracts/agent-accounts';
import type { FieldError } from '@playhall/contracts/envelope';
import type { FieldRule } from '@playhall/contracts/field-rule-check';
import { checkRule, findRule, requireValue, serverFieldMessages } from '@/lib/field-messages';
import type { TFunction } from '@/lib/translator';
import type { FormErrors } from '@/lib/use-form';

/** The registerCenter form: what the agent types for the account it opens. */
export type DownlineValues = {
  type: `${DownlineType}`;
  username: string;
  password: string;
  confirmPassword: string;
  realName: string;
  mobileNum: string;
};

export function emptyDownlineValues(type: DownlineValues['type'] = '0'): DownlineValues {
  return { type, username: '', password: '', confirmPassword: '', realName: '', mobileNum: '' };
}

/**
 * The form's checks, with the brand's registration rules (the server runs the same ones again): the account
 * name and the password always, the real name and the phone number only when given, and the confirmation.
 */
export function validateDownline(
  t: TFunction,
  rules: readonly FieldRule[],
  values: DownlineValues,
): FormErrors<DownlineValues> {
  const always = { enabled: true, required: true };
  const whenGiven = { enabled: true, required: false };
  return {
    username:
      checkRule(t, findRule(rules, 'username'), values.username, always) ?? requireValue(t, values.username),
    password:
      checkRule(t, findRule(rules, 'password'), values.password, always) ?? requireValue(t, values.password),
    confirmPassword:
      requireValue(t, values.confirmPassword) ??
      (values.confirmPassword !== values.password ? t('validation.passwordsInconsistent') : undefined),
    realName: checkRule(t, findRule(rules, 'payeeName'), values.realName, whenGiven),
    mobileNum: checkRule(t, findRule(rules, 'mobileNum'), values.mobileNum, whenGiven),
  };
}

/** The request: names trimmed, passwords as typed, the optional fields only when given. */
export function downlineRequest(values: DownlineValues, dialingCode: string): CreateDownlineRequest {
  const request: CreateDownlineRequest = {
    type: values.type === '1' ? 1 : 0,
    username: values.username.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
  };
  const realName = values.realName.trim();
  if (realName) request.realName = realName;
  const mobile = values.mobileNum.replace(/[\s-]/g, '');
  if (mobile) {
    request.mobileNum = mobile;
    request.countryDialingCode = dialingCode;
  }
  return request;
}

/**
 * The server's field errors in the agent's words, by form field. The real name is checked by the registration
 * rule of `payeeName`, so its message is worded from that rule.
 */
export function downlineFieldMessages(
  t: TFunction,
  errors: readonly FieldError[],
  rules: readonly FieldRule[],
): Partial<Record<keyof DownlineValues, string>> {
  const byRule = errors.map((error) =>
    error.field === 'realName' ? { ...error, field: 'payeeName' } : error,
  );
  const messages: Partial<Record<keyof DownlineValues, string>> = {};
  for (const [field, message] of Object.entries(serverFieldMessages(t, byRule, rules))) {
    const name = field === 'payeeName' ? 'realName' : field;
    if (name in emptyDownlineValues()) messages[name as keyof DownlineValues] = message;
  }
  return messages;
}
