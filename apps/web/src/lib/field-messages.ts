import type { FieldError } from '@playhall/contracts/envelope';
import { FieldErrorCode } from '@playhall/contracts/error-codes';
import { checkFieldRule, type FieldRule } from '@playhall/contracts/field-rule-check';
import type { RegisterField } from '@playhall/contracts/field-rules';
import { fillBounds } from '@playhall/contracts/validation-patterns';
import { i18n } from './i18n';
import type { TFunction } from './translator';

export type RuleLike = Pick<
  FieldRule,
  'field' | 'enabled' | 'required' | 'patternId' | 'acceptedPattern' | 'minLength' | 'maxLength'
>;

export function findRule(
  rules: readonly FieldRule[] | undefined,
  field: RegisterField,
): FieldRule | undefined {
  return rules?.find((rule) => rule.field === field);
}

/**
 * The words for a failed rule (portal-shell spec §5): "Input cannot be empty", the password template for a
 * password of the wrong length, else the pattern's template (or the plain length one) with its bounds.
 */
export function ruleMessage(t: TFunction, rule: RuleLike, code: string): string {
  if (code === FieldErrorCode.REQUIRED) return t('validation.required');
  const isPassword = rule.field === 'password' || rule.field === 'confirmPassword';
  const isLength = code === FieldErrorCode.TOO_SHORT || code === FieldErrorCode.TOO_LONG;
  if (isPassword && (isLength || rule.patternId === null)) {
    return fillBounds(t('validation.password'), rule.minLength, rule.maxLength);
  }
  const key = rule.patternId === null ? 'validation.length' : `validation.pattern.${rule.patternId}`;
  const template = i18n.exists(key) ? t(key) : t('validation.length');
  return fillBounds(template, rule.minLength, rule.maxLength);
}

/** Checks a value with the same function the server runs; undefined when it passes. */
export function checkRule(
  t: TFunction,
  rule: RuleLike | undefined,
  value: string,
  override?: Partial<Pick<FieldRule, 'enabled' | 'required'>>,
): string | undefined {
  if (!rule) return undefined;
  const effective = { ...rule, ...override };
  const code = checkFieldRule(effective, value);
  return code ? ruleMessage(t, effective, code) : undefined;
}

/** A required field without a rule of its own: only "Input cannot be empty". */
export function requireValue(t: TFunction, value: string): string | undefined {
  return value.trim() === '' ? t('validation.required') : undefined;
}

/** Server field errors (`errors: [{ field, code }]`) in the visitor's words, by field. */
export function serverFieldMessages(
  t: TFunction,
  errors: readonly FieldError[],
  rules: readonly FieldRule[] | undefined,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const error of errors) {
    const rule = rules?.find((candidate) => candidate.field === error.field);
    const key = `errors.${error.code}`;
    messages[error.field] =
      rule && error.code in FieldErrorCode
        ? ruleMessage(t, rule, error.code)
        : i18n.exists(key)
          ? t(key)
          : t('errors.UNKNOWN');
  }
  return messages;
}
