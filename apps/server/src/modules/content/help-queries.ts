import type { HelpCategory, HelpDevice } from '@playhall/contracts/help-rules';
import type { SqlRunner } from '../../db/database';

/** A `help_articles` row as the help centre and the console read it. */
export type HelpArticleRow = {
  id: number;
  category: HelpCategory;
  device: HelpDevice;
  title: Record<string, string>;
  content: Record<string, string>;
  sort_order: number;
  enabled: boolean;
  updated_at: Date | string;
};

/** What a write stores: title and sanitised content, each by language. */
export type HelpArticleStored = {
  category: HelpCategory;
  device: HelpDevice;
  title: Record<string, string>;
  content: Record<string, string>;
  sortOrder: number;
  enabled: boolean;
};

const COLUMNS = 'id, category, device, title, content, sort_order, enabled, updated_at';

/** The enabled articles for one site (its own and the ALL ones), in each category's order. */
export function selectShownArticles(runner: SqlRunner, device: 'WEB' | 'H5') {
  return runner.query<HelpArticleRow>(
    `select ${COLUMNS} from help_articles where enabled and device in ($1, 'ALL') order by sort_order, id`,
    [device],
  );
}

/** Every article, disabled ones too; `category` null: every category. */
export function selectAllArticles(runner: SqlRunner, category: HelpCategory | null) {
  return runner.query<HelpArticleRow>(
    `select ${COLUMNS} from help_articles where ($1::text is null or category = $1) order by sort_order, id`,
    [category],
  );
}

export async function insertArticle(runner: SqlRunner, values: HelpArticleStored): Promise<HelpArticleRow> {
  const [row] = await runner.query<HelpArticleRow>(
    `insert into help_articles (category, device, title, content, sort_order, enabled)
     values ($1, $2, $3::jsonb, $4::jsonb, $5, $6) returning ${COLUMNS}`,
    [
      values.category,
      values.device,
      JSON.stringify(values.title),
      JSON.stringify(values.content),
      values.sortOrder,
      values.enabled,
    ],
  );
  if (!row) throw new Error('insert into help_articles returned nothing');
  return row;
}

/** Replaces an article; undefined when there is no such row. */
export async function updateArticle(
  runner: SqlRunner,
  id: number,
  values: HelpArticleStored,
): Promise<HelpArticleRow | undefined> {
  const [row] = await runner.query<HelpArticleRow>(
    `update help_articles set category = $2, device = $3, title = $4::jsonb, content = $5::jsonb,
       sort_order = $6, enabled = $7, updated_at = now()
     where id = $1 returning ${COLUMNS}`,
    [
      id,
      values.category,
      values.device,
      JSON.stringify(values.title),
      JSON.stringify(values.content),
      values.sortOrder,
      values.enabled,
    ],
  );
  return row;
}

export async function setArticleEnabled(
  runner: SqlRunner,
  id: number,
  enabled: boolean,
): Promise<HelpArticleRow | undefined> {
  const [row] = await runner.query<HelpArticleRow>(
    `update help_articles set enabled = $2, updated_at = now() where id = $1 returning ${COLUMNS}`,
    [id, enabled],
  );
  return row;
}

export async function deleteArticle(runner: SqlRunner, id: number): Promise<HelpArticleRow | undefined> {
  const [row] = await runner.query<HelpArticleRow>(
    `delete from help_articles where id = $1 returning ${COLUMNS}`,
    [id],
  );
  return row;
}
