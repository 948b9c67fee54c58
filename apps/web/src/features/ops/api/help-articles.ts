import type { HelpArticleInput, OpsHelpArticle } from '@playhall/contracts/help';
import { HELP_CATEGORIES, type HelpCategory } from '@playhall/contracts/help-rules';
import { queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

export type { HelpArticleInput, OpsHelpArticle };

const PATH = '/ops/api/help';

/** The articles by category (the help centre's order), then by their own order. */
function byCategory(rows: readonly OpsHelpArticle[]): OpsHelpArticle[] {
  const rank = (row: OpsHelpArticle) => HELP_CATEGORIES.indexOf(row.category);
  return [...rows].sort((a, b) => rank(a) - rank(b) || a.sortOrder - b.sortOrder || a.id - b.id);
}

/** Every help article, disabled ones too, by category in display order; `category` narrows to one. */
export function helpArticlesQueryOptions(category: HelpCategory | null) {
  return queryOptions({
    queryKey: ['ops', 'help', category],
    queryFn: ({ signal }) =>
      opsRequest<OpsHelpArticle[]>(PATH, { query: category ? { category } : {}, signal }),
    select: byCategory,
    staleTime: 5_000,
  });
}

/** Writes a new article (id null) or replaces one; answers what the server stored (sanitised). */
export function saveHelpArticle(id: number | null, input: HelpArticleInput): Promise<OpsHelpArticle> {
  return id === null
    ? opsRequest<OpsHelpArticle>(PATH, { method: 'POST', body: input })
    : opsRequest<OpsHelpArticle>(`${PATH}/${id}`, { method: 'PUT', body: input });
}

export function setHelpArticleEnabled(id: number, enabled: boolean): Promise<OpsHelpArticle> {
  return opsRequest<OpsHelpArticle>(`${PATH}/${id}/enabled`, { method: 'PUT', body: { enabled } });
}

export async function deleteHelpArticle(id: number): Promise<void> {
  await opsRequest(`${PATH}/${id}`, { method: 'DELETE' });
}
