import { z } from 'zod';

/**
 * Lists come a page at a time. Every paged answer is `zPage(item)`: the page's items (`content`) and how many
 * pages the filter has. A list the member or operator can jump around in also says where it is
 * (`zNumberedPage`: pageNo, pageSize, totalElements). Build pages with `pageCount` / `pageOf` so that the count
 * is worked out one way.
 */
export function zPage<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), totalPages: z.number().int() });
}

/** A page that also says which page it is and how many items the filter has in all. */
export function zNumberedPage<T extends z.ZodType>(item: T) {
  return zPage(item).extend({
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalElements: z.number().int(),
  });
}

/** The wire shapes of zPage and zNumberedPage, for code that never runs zod (the web app). */
export type Page<T> = { content: T[]; totalPages: number };
export type NumberedPage<T> = Page<T> & { pageNo: number; pageSize: number; totalElements: number };

/** The query of a plain paged list. */
export const zPageQuery = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/** How many pages `total` items fill, `pageSize` to a page (none for no items). */
export function pageCount(total: number | bigint, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize ${pageSize}: at least 1`);
  return Math.ceil(Number(total) / pageSize);
}

/** Page `pageNo` (from 1) of a list held in memory, as zPage sends it. */
export function pageOf<T>(items: readonly T[], pageNo: number, pageSize: number): Page<T> {
  const start = (pageNo - 1) * pageSize;
  return {
    content: start < 0 ? [] : items.slice(start, start + pageSize),
    totalPages: pageCount(items.length, pageSize),
  };
}

/** A numbered page of a list the database paged: its items, where it is, and how many the filter has in all. */
export function numberedPage<T>(
  content: T[],
  totalElements: number,
  query: { pageNo: number; pageSize: number },
): NumberedPage<T> {
  return {
    content,
    totalPages: pageCount(totalElements, query.pageSize),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalElements,
  };
}
