import { z } from 'zod';

/** Every JSON answer of the API has this shape (ARCHITECTURE.md §3). */
export function envelope<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.literal(true),
    code: z.literal('OK'),
    message: z.string(),
    value,
  });
}

/** The value of a call that has nothing to return: `envelope(zDone)` is its whole answer ("ok"). */
export const zDone = z.object({});
export type Done = Record<string, never>;

/** A row's id in a path (`/…/:id`): database ids travel as decimal text. */
export const zIdParam = z.object({ id: z.string().regex(/^\d{1,18}$/) });

export const zFieldError = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
});

export const zErrorEnvelope = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  errors: z.array(zFieldError).optional(),
  // Always present, like a success's: null unless the refusal carries something (when to come back, the limit).
  value: z.record(z.string(), z.unknown()).nullable(),
});

export type FieldError = z.infer<typeof zFieldError>;
export type ErrorEnvelope = z.infer<typeof zErrorEnvelope>;
export type Envelope<T> = { success: true; code: 'OK'; message: string; value: T };
