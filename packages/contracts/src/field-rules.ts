import { z } from 'zod';
import { FieldErrorCode } from './error-codes';
import { compilePattern } from './validation-patterns';

/** Registration fields whose rules the server supplies (portal-shell spec §3 "Registration user payload"). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const zFieldRule = z.object({
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.number().int().nullable(),
  acceptedPattern: z.string().nullable(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
});

export type FieldRule = z.infer<typeof zFieldRule>;

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
