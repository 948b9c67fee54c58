import { z } from 'zod';
import {
  FEEDBACK_AUTHORS,
  FEEDBACK_LIMITS,
  FEEDBACK_QUESTION_TYPES,
  FEEDBACK_STATUSES,
} from './feedback-rules';
import { zNumberedPage, zPageQuery } from './paging';
import { hasControlCharacters, withoutBidiControls } from './text-safety';

export * from './feedback-rules';

/** The brand's rules of a ticket, for the form's counter and the "between {0} and {1} words" message. */
export const zFeedbackRules = z.object({
  minWords: z.number().int(),
  maxWords: z.number().int(),
  maxImages: z.number().int(),
  openTickets: z.number().int(),
});
export type FeedbackRules = z.infer<typeof zFeedbackRules>;

export const zFeedbackPost = z.object({
  id: z.string(),
  author: z.enum(FEEDBACK_AUTHORS),
  content: z.string(),
  createdAt: z.string(),
  /** Addresses of the post's images (the member's own, or the console's for operators). */
  images: z.array(z.string()),
});
export type FeedbackPost = z.infer<typeof zFeedbackPost>;

export const zFeedbackSummary = z.object({
  id: z.string(),
  questionType: z.enum(FEEDBACK_QUESTION_TYPES),
  status: z.enum(FEEDBACK_STATUSES),
  /** The first words of the question. */
  excerpt: z.string(),
  createdAt: z.string(),
  /** The last post's time. */
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
  /** The last post is an operator's the member has not answered or closed yet. */
  hasReply: z.boolean(),
});
export type FeedbackSummary = z.infer<typeof zFeedbackSummary>;

export const zFeedbackTicket = zFeedbackSummary.extend({ posts: z.array(zFeedbackPost) });
export type FeedbackTicket = z.infer<typeof zFeedbackTicket>;

/** The member's tickets, newest activity first, with the brand's rules for the form. */
export const zFeedbackList = z.object({ rules: zFeedbackRules, tickets: zNumberedPage(zFeedbackSummary) });
export type FeedbackList = z.infer<typeof zFeedbackList>;

export const zFeedbackListQuery = zPageQuery;

/** A ticket in the console: whose it is. */
export const zOpsFeedbackSummary = zFeedbackSummary.extend({ memberId: z.string(), account: z.string() });
export type OpsFeedbackSummary = z.infer<typeof zOpsFeedbackSummary>;
export const zOpsFeedbackTicket = zFeedbackTicket.extend({ memberId: z.string(), account: z.string() });
export type OpsFeedbackTicket = z.infer<typeof zOpsFeedbackTicket>;
export const zOpsFeedbackPage = zNumberedPage(zOpsFeedbackSummary);
export type OpsFeedbackPage = z.infer<typeof zOpsFeedbackPage>;

/** The console's queue: tickets in a status, the open ones oldest first. */
export const zOpsFeedbackQuery = zPageQuery.extend({ status: z.enum(FEEDBACK_STATUSES).default('OPEN') });
export type OpsFeedbackQuery = z.input<typeof zOpsFeedbackQuery>;

/** An operator's answer: plain text the member reads. */
export const zOpsFeedbackReply = z
  .object({
    content: z
      .string()
      .max(FEEDBACK_LIMITS.operatorReplyMax * 2)
      .refine(
        (value) => !hasControlCharacters(value, { multiLine: true }),
        'Control characters are not allowed',
      )
      .transform((value) => withoutBidiControls(value).trim())
      .pipe(z.string().min(1).max(FEEDBACK_LIMITS.operatorReplyMax)),
  })
  .strict();
export type OpsFeedbackReply = z.input<typeof zOpsFeedbackReply>;

const zId = z.string().regex(/^\d{1,18}$/);

/** One image of a post of a ticket: its place among the post's images. */
export const zFeedbackImageParams = z.object({
  id: zId,
  postId: zId,
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(FEEDBACK_LIMITS.images - 1),
});
