import { FieldErrorCode } from './error-codes';
import type { RegisterField } from './field-rules';
import { compilePattern } from './validation-patterns';

/**
 * The registration fields whose rules the server supplies, and the check both sides run. This module imports no
 * zod, so the web client can use it without shipping the schemas.
 */
export type FieldRule = {
  field: RegisterField;
  enabled: boolean;
  required: boolean;
  patternId: number | null;
  acceptedPattern: string | null;
  minLength: number;
  maxLength: number;
};

type RuleCheck = Pick<FieldRule, 'enabled' | 'required' | 'acceptedPattern' | 'minLength' | 'maxLength'>;

/**
 * Checks one value against its rule. Returns the failing code or null. The client and the server run this same
 * function, so the client can never accept what the server refuses.
 */
export function checkFieldRule(rule: RuleCheck, rawValue: string | undefined | null): FieldErrorCode | null {
  if (!rule.enabled) return null;
  const value = (rawValue ?? '').trim();
  if (value === '') return rule.required ? FieldErrorCode.REQUIRED : null;
  const length = [...value].length;
  if (length < rule.minLength) return FieldErrorCode.TOO_SHORT;
  if (length > rule.maxLength) return FieldErrorCode.TOO_LONG;
  if (rule.acceptedPattern && !compilePattern(rule.acceptedPattern).test(value)) {
    return FieldErrorCode.INVALID_FORMAT;
  }
  return null;
}
