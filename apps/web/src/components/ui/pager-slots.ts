export type PagerSlot = number | 'gap-start' | 'gap-end';

/** How a pager reads (spec §9): the announcement list's margin 1 and range 5 unless told otherwise. */
export type PagerShape = { range: number; margin: 0 | 1 };

export const LIST_PAGER: PagerShape = { range: 5, margin: 1 };

/**
 * The pages to offer: a range around the current one and, with margin 1, the first and last with gaps between
 * (the notice pop-up's margin 0 offers only its range of two).
 */
export function pagerSlots(
  page: number,
  totalPages: number,
  { range, margin }: PagerShape = LIST_PAGER,
): PagerSlot[] {
  let start = Math.max(1, page - Math.floor(range / 2));
  const end = Math.min(totalPages, start + range - 1);
  start = Math.max(1, end - range + 1);
  const list: PagerSlot[] = [];
  if (margin === 1 && start > 1) list.push(1);
  if (margin === 1 && start > 2) list.push('gap-start');
  for (let index = start; index <= end; index += 1) list.push(index);
  if (margin === 1 && end < totalPages - 1) list.push('gap-end');
  if (margin === 1 && end < totalPages) list.push(totalPages);
  return list;
}
