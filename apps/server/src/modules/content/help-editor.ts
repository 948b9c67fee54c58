import { ErrorCode } from '@playhall/contracts/error-codes';
import type { HelpArticleValues, OpsHelpArticle } from '@playhall/contracts/help';
import type { HelpCategory } from '@playhall/contracts/help-rules';
import type { LanguageCode } from '@playhall/contracts/languages';
import { writeAudit } from '../../audit/audit-log';
import type { Database, SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { articleLanguage } from './help-centre';
import {
  deleteArticle,
  type HelpArticleRow,
  type HelpArticleStored,
  insertArticle,
  selectAllArticles,
  setArticleEnabled,
  updateArticle,
} from './help-queries';
import { joinTexts, storedTexts } from './language-texts';

/** `help_articles.id` is an integer: a larger id in a path names no row (and must not reach the database as one). */
const MAX_ARTICLE_ID = 2_147_483_647;

function notFound(): AppError {
  return new AppError(404, ErrorCode.NOT_FOUND, 'No such help article.');
}

function articleId(id: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_ARTICLE_ID) throw notFound();
  return value;
}

function toOps(row: HelpArticleRow): OpsHelpArticle {
  return {
    id: row.id,
    category: row.category,
    device: row.device,
    texts: joinTexts(row.title, row.content),
    sortOrder: row.sort_order,
    enabled: row.enabled,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The stored form of an operator's input: blank languages dropped, content sanitised, a title where needed. */
export function helpArticleValues(
  input: HelpArticleValues,
  defaultLanguage: LanguageCode,
): HelpArticleStored {
  const { title, content } = storedTexts(input.texts, defaultLanguage, 'The help article is not valid.');
  const { category, device, sortOrder, enabled } = input;
  return { category, device, title, content, sortOrder, enabled };
}

/** The console's help centre editor: every write and its audit line in one transaction. */
export function createHelpEditor({
  database,
  defaultLanguage,
}: {
  database: Database;
  defaultLanguage: () => Promise<LanguageCode>;
}) {
  async function list(query: { category?: HelpCategory | undefined }): Promise<OpsHelpArticle[]> {
    return (await selectAllArticles(database, query.category ?? null)).map(toOps);
  }

  /** Runs one write and its audit line together; NOT_FOUND when the article is not there. */
  async function write(
    operatorId: bigint,
    action: string,
    change: (tx: SqlRunner) => Promise<HelpArticleRow | undefined>,
  ): Promise<HelpArticleRow> {
    const language = await defaultLanguage();
    return database.transaction(async (tx) => {
      const changed = await change(tx);
      if (!changed) throw notFound();
      const shown = articleLanguage(changed.title, language, language);
      await writeAudit(tx, {
        operatorId,
        action,
        targetType: 'help_article',
        targetId: String(changed.id),
        detail: {
          category: changed.category,
          device: changed.device,
          enabled: changed.enabled,
          title: shown === undefined ? '' : (changed.title[shown] ?? ''),
        },
      });
      return changed;
    });
  }

  async function create(operatorId: bigint, input: HelpArticleValues): Promise<OpsHelpArticle> {
    const values = helpArticleValues(input, await defaultLanguage());
    return toOps(await write(operatorId, 'HELP_ARTICLE_CREATE', (tx) => insertArticle(tx, values)));
  }

  async function update(operatorId: bigint, id: string, input: HelpArticleValues): Promise<OpsHelpArticle> {
    const row = articleId(id);
    const values = helpArticleValues(input, await defaultLanguage());
    return toOps(await write(operatorId, 'HELP_ARTICLE_UPDATE', (tx) => updateArticle(tx, row, values)));
  }

  async function setEnabled(operatorId: bigint, id: string, enabled: boolean): Promise<OpsHelpArticle> {
    const row = articleId(id);
    const action = enabled ? 'HELP_ARTICLE_ENABLE' : 'HELP_ARTICLE_DISABLE';
    return toOps(await write(operatorId, action, (tx) => setArticleEnabled(tx, row, enabled)));
  }

  async function remove(operatorId: bigint, id: string): Promise<void> {
    const row = articleId(id);
    await write(operatorId, 'HELP_ARTICLE_DELETE', (tx) => deleteArticle(tx, row));
  }

  return { list, create, update, setEnabled, remove };
}

export type HelpEditor = ReturnType<typeof createHelpEditor>;
