import { z } from 'zod';
import { HELP_CATEGORIES, HELP_DEVICES, HELP_LIMITS, HELP_QUERY_DEVICES } from './help-rules';
import { LANGUAGE_CODES } from './languages';

/** helpCenter's query: the language (else the visitor's saved one, else the brand's) and the device. */
export const zHelpQuery = z
  .object({
    lang: z
      .enum(LANGUAGE_CODES)
      .optional()
      .describe('Language of the texts; missing: the visitor’s or the brand’s'),
    device: z.enum(HELP_QUERY_DEVICES).default('WEB'),
  })
  .strict();
export type HelpQuery = z.input<typeof zHelpQuery>;

/** One article as a visitor reads it: its text in the asked language, else the brand's default language. */
export const zHelpArticle = z.object({
  id: z.number().int(),
  category: z.enum(HELP_CATEGORIES),
  title: z.string(),
  content: z.string().describe('Sanitised HTML'),
  language: z.string().describe('The language the text is in (the asked one, or the fallback)'),
  updatedAt: z.string().describe('ISO time of the last change'),
});
export type HelpArticle = z.infer<typeof zHelpArticle>;

export const zHelpCategoryArticles = z.object({
  category: z.enum(HELP_CATEGORIES),
  articles: z.array(zHelpArticle),
});
export type HelpCategoryArticles = z.infer<typeof zHelpCategoryArticles>;

/** The help centre: every category that has an enabled article, in HELP_CATEGORIES order. */
export const zHelpPage = z.object({
  language: z.enum(LANGUAGE_CODES),
  categories: z.array(zHelpCategoryArticles),
});
export type HelpPage = z.infer<typeof zHelpPage>;

/** One language's title (one line) and HTML content (sanitised by the server before it is stored). */
export const zHelpArticleText = z
  .object({
    title: z.string().trim().max(HELP_LIMITS.titleMaxLength),
    content: z.string().max(HELP_LIMITS.contentMaxLength).describe('HTML'),
  })
  .strict();

/** What an operator writes: a new article, or the whole of an existing one. */
export const zHelpArticleInput = z
  .object({
    category: z.enum(HELP_CATEGORIES),
    device: z.enum(HELP_DEVICES).default('ALL'),
    texts: z.partialRecord(z.enum(LANGUAGE_CODES), zHelpArticleText),
    sortOrder: z.number().int().min(-HELP_LIMITS.sortOrderMax).max(HELP_LIMITS.sortOrderMax).default(0),
    enabled: z.boolean().default(true),
  })
  .strict();
export type HelpArticleInput = z.input<typeof zHelpArticleInput>;
/** The input once validated, defaults applied (what the server works with). */
export type HelpArticleValues = z.output<typeof zHelpArticleInput>;

export const zHelpArticleEnabled = z.object({ enabled: z.boolean() }).strict();

/** An article as the console lists it: every language, as stored (content already sanitised). */
export const zOpsHelpArticle = z.object({
  id: z.number().int(),
  category: z.enum(HELP_CATEGORIES),
  device: z.enum(HELP_DEVICES),
  texts: z.record(z.string(), z.object({ title: z.string(), content: z.string() })),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string().describe('ISO time'),
});
export type OpsHelpArticle = z.infer<typeof zOpsHelpArticle>;

export const zOpsHelpArticleList = z.array(zOpsHelpArticle);

export const zOpsHelpQuery = z.object({ category: z.enum(HELP_CATEGORIES).optional() }).strict();
export type OpsHelpQuery = z.input<typeof zOpsHelpQuery>;
