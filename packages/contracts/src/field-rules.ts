import { z } from 'zod';
import type { FieldRule } from './field-rule-check';

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

/** A field's server-supplied rule; `checkFieldRule` (in field-rule-check.ts, free of zod) applies it. */
export const zFieldRule = z.object({
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.number().int().nullable(),
  acceptedPattern: z.string().nullable(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
}) satisfies z.ZodType<FieldRule>;
