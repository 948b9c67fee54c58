import { z } from 'zod';
import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_TYPES,
  isExecutionAllowed,
  NOTICE_EXECUTIONS,
} from './announcement-rules';
import { PAGE_SIZE } from './constants';
import { LANGUAGE_CODES } from './languages';
import { zNumberedPage, zPageQuery } from './paging';

/** One language's title (one line) and HTML content (sanitised by the server before it is stored). */
export const zAnnouncementText = z
  .object({
    title: z.string().trim().max(ANNOUNCEMENT_LIMITS.titleMaxLength),
    content: z.string().max(ANNOUNCEMENT_LIMITS.contentMaxLength).describe('HTML'),
  })
  .strict();

/** Texts by language code; the brand's default language needs a title, every other language is optional. */
export const zAnnouncementTexts = z.partialRecord(z.enum(LANGUAGE_CODES), zAnnouncementText);
export type AnnouncementTexts = z.infer<typeof zAnnouncementTexts>;

/** What an operator writes: a new announcement, or the whole of an existing one. */
export const zAnnouncementInput = z
  .object({
    type: z.enum(ANNOUNCEMENT_TYPES),
    execution: z.enum(NOTICE_EXECUTIONS),
    texts: zAnnouncementTexts,
    publishedAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .default(null)
      .describe('When it appears (ISO time); null: now'),
    sortOrder: z
      .number()
      .int()
      .min(-ANNOUNCEMENT_LIMITS.sortOrderMax)
      .max(ANNOUNCEMENT_LIMITS.sortOrderMax)
      .default(0),
    enabled: z.boolean().default(true),
  })
  .strict()
  .refine((input) => isExecutionAllowed(input.type, input.execution), {
    path: ['execution'],
    message: 'An agents-only announcement is for logged-in agents (execution A or F)',
  });
export type AnnouncementInput = z.input<typeof zAnnouncementInput>;
/** The input once validated, defaults applied (what the server works with). */
export type AnnouncementValues = z.output<typeof zAnnouncementInput>;

export const zAnnouncementEnabled = z.object({ enabled: z.boolean() }).strict();
export type AnnouncementEnabled = z.input<typeof zAnnouncementEnabled>;

/** An announcement as the operator console lists it: every language, as stored (content already sanitised). */
export const zOpsAnnouncement = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  execution: z.enum(NOTICE_EXECUTIONS),
  texts: z.record(z.string(), z.object({ title: z.string(), content: z.string() })),
  publishedAt: z.string().describe('ISO time'),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type OpsAnnouncement = z.infer<typeof zOpsAnnouncement>;

export const zOpsAnnouncementPage = zNumberedPage(zOpsAnnouncement);

export const zOpsAnnouncementQuery = zPageQuery
  .extend({ type: z.enum(ANNOUNCEMENT_TYPES).optional() })
  .strict();
export type OpsAnnouncementQuery = z.input<typeof zOpsAnnouncementQuery>;

/** The agent centre's announcements (agentAnnouncement), nine to a page, newest first. */
export const zAnnouncementsQuery = zPageQuery
  .extend({
    pageSize: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE.announcements),
    language: z.enum(LANGUAGE_CODES).optional(),
  })
  .strict();
export type AnnouncementsQuery = z.input<typeof zAnnouncementsQuery>;

export const zAnnouncementItem = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().describe('Sanitised HTML'),
  timestamp: z.string().describe('ISO time of publication'),
});
export type AnnouncementItem = z.infer<typeof zAnnouncementItem>;

export const zAnnouncementPage = zNumberedPage(zAnnouncementItem);
