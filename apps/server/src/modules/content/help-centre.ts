import type { HelpArticle, HelpPage } from '@playhall/contracts/help';
import { HELP_CATEGORIES } from '@playhall/contracts/help-rules';
import type { LanguageCode } from '@playhall/contracts/languages';
import type { SqlRunner } from '../../db/database';
import { type HelpArticleRow, selectShownArticles } from './help-queries';

/** The language an article is read in: the asked one, else the brand's default, else English, else any it has. */
export function articleLanguage(
  title: Record<string, string>,
  language: LanguageCode,
  fallback: LanguageCode,
): string | undefined {
  return [language, fallback, 'en'].find((code) => title[code] !== undefined) ?? Object.keys(title)[0];
}

function toArticle(row: HelpArticleRow, language: LanguageCode, fallback: LanguageCode): HelpArticle | null {
  const shown = articleLanguage(row.title, language, fallback);
  if (shown === undefined) return null;
  return {
    id: row.id,
    category: row.category,
    title: row.title[shown] ?? '',
    content: row.content[shown] ?? '',
    language: shown,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * helpCenter (member-and-agent-centres §2, §7): the enabled articles of one site, by category in the fixed order
 * (the beginner guide first, the terms of use and the privacy policy last), each in the asked language or the
 * brand's default one. A category without an enabled article is left out.
 */
export async function helpPage(
  runner: SqlRunner,
  query: { language: LanguageCode; fallback: LanguageCode; device: 'WEB' | 'H5' },
): Promise<HelpPage> {
  const rows = await selectShownArticles(runner, query.device);
  const articles = rows.flatMap((row) => toArticle(row, query.language, query.fallback) ?? []);
  const categories = HELP_CATEGORIES.map((category) => ({
    category,
    articles: articles.filter((article) => article.category === category),
  })).filter((entry) => entry.articles.length > 0);
  return { language: query.language, categories };
}
