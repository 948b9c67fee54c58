/**
 * The help centre (member-and-agent-centres §2, §7: /help, helpCenter): operator-written articles by category, the
 * beginner guide first; TERMS and PRIVACY are the two legal documents, shown as whole sections at /help#term and
 * /help#privacy and linked from registration's consent and the footer. Without zod: the web app needs these lists
 * and limits at run time (decision 0013); the call schemas are in help.ts.
 */
export const HELP_CATEGORIES = [
  'GUIDE',
  'ACCOUNT',
  'DEPOSIT',
  'WITHDRAWAL',
  'GAMES',
  'SECURITY',
  'TERMS',
  'PRIVACY',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** The legal documents: each a section of its own, not an entry of the article list. */
export const HELP_LEGAL_CATEGORIES: readonly HelpCategory[] = ['TERMS', 'PRIVACY'];

/** Where an article is shown: the desktop site, the mobile site (H5), or both. */
export const HELP_DEVICES = ['WEB', 'H5', 'ALL'] as const;
export type HelpDevice = (typeof HELP_DEVICES)[number];

/** The device a visitor asks for: one of the two sites (ALL is a stored value, never asked for). */
export const HELP_QUERY_DEVICES = ['WEB', 'H5'] as const;

export const HELP_LIMITS = {
  titleMaxLength: 200,
  /** Characters of HTML as the operator sends it, before it is sanitised (a legal document is long). */
  contentMaxLength: 60_000,
  sortOrderMax: 9_999,
} as const;
