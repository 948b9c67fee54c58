import { z } from 'zod';
import {
  APPLICATION_FREQUENCIES,
  APPLICATION_LIMITS,
  APPLICATION_STATES,
} from './activity-application-constants';
import { zNumberedPage, zPageQuery } from './paging';
import { hasControlCharacters, withoutBidiControls } from './text-safety';
import { zAmount } from './wallet';

export * from './activity-application-constants';

/**
 * An application activity's rules (issue 16; member-and-agent-centres spec §3, §4): the member applies with a
 * comment and images, an operator reviews it, and an approval pays `amount` as a bonus wagered `wageringMultiple`
 * times. (The multiple is checked here as rewards.ts checks it: rewards.ts imports this file, so it cannot be
 * imported back.)
 */
export const zApplicationRules = z
  .object({
    amount: zAmount,
    wageringMultiple: z.coerce
      .number()
      .min(0)
      .max(100)
      .refine((value) => Number.isInteger(value * 2), 'Whole or half times, such as 10 or 12.5'),
    imagesRequired: z.boolean(),
    frequency: z.enum(APPLICATION_FREQUENCIES),
    /** What to send, shown to the member above the form. */
    instruction: z
      .string()
      .trim()
      .min(APPLICATION_LIMITS.instructionMin)
      .max(APPLICATION_LIMITS.instructionMax),
  })
  .strict();
export type ApplicationRules = z.infer<typeof zApplicationRules>;

/**
 * The comment of an application: plain text of 1 to 140 characters, without control characters (line breaks and
 * tabs are allowed: it is a comment) or bidirectional controls; it is shown as text, never as markup.
 */
export const zApplicationComment = z
  .string()
  .max(APPLICATION_LIMITS.commentMax * 4)
  .refine((value) => !hasControlCharacters(value, { multiLine: true }), 'Control characters are not allowed')
  .transform((value) => withoutBidiControls(value).trim())
  .pipe(z.string().min(1).max(APPLICATION_LIMITS.commentMax));

/** The member's own application of the activity's current period, as the reward centre shows it. */
export const zMemberApplication = z.object({
  comment: z.string(),
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The operator's note: why it was rejected (or a word with the approval). */
  note: z.string().nullable(),
  /** The addresses of the images the member sent (their own only, with their session). */
  images: z.array(z.string()),
});
export type MemberApplication = z.infer<typeof zMemberApplication>;

/** An application in the console's review queue, with the operator-only addresses of its images. */
export const zOpsApplication = z.object({
  id: z.string(),
  activityId: z.string(),
  activityTitle: z.string(),
  memberId: z.string(),
  account: z.string(),
  period: z.string(),
  comment: z.string(),
  images: z.array(z.string()),
  amount: z.string(),
  wageringRequired: z.string(),
  state: z.enum(APPLICATION_STATES),
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
  bonusId: z.string().nullable(),
});
export type OpsApplication = z.infer<typeof zOpsApplication>;

export const zOpsApplicationPage = zNumberedPage(zOpsApplication);
export type OpsApplicationPage = z.infer<typeof zOpsApplicationPage>;

export const zApplicationsQuery = zPageQuery.extend({
  state: z.enum(APPLICATION_STATES).default('IN_PROCESS'),
});
export type ApplicationsQuery = z.input<typeof zApplicationsQuery>;

/** An approval may carry a word for the member; a rejection says why (the member reads it). */
export const zApproveApplication = z
  .object({ note: z.string().trim().max(APPLICATION_LIMITS.noteMax).default('') })
  .strict();
export const zRejectApplication = z
  .object({ note: z.string().trim().min(APPLICATION_LIMITS.noteMin).max(APPLICATION_LIMITS.noteMax) })
  .strict();
export type RejectApplication = z.input<typeof zRejectApplication>;

/** An operator's image address of an application: its place among the application's images. */
export const zApplicationImageParams = z.object({
  id: z.string().regex(/^\d{1,18}$/),
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(APPLICATION_LIMITS.images - 1),
});
