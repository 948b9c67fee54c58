export type PagerSlot = number | 'gap-start' | 'gap-end';

/** The pages to offer: the first and last (margin 1), a range of five around the current one, gaps between. */
export function pagerSlots(page: number, totalPages: number): PagerSlot[] {
  const range = 5;
  let start = Math.max(1, page - Math.floor(range / 2));
  const end = Math.min(totalPages, start + range - 1);
  start = Math.max(1, end - range + 1);
  const list: PagerSlot[] = [];
  if (start > 1) list.push(1);
  if (start > 2) list.push('gap-start');
  for (let index = start; index <= end; index += 1) list.push(index);
  if (end < totalPages - 1) list.push('gap-end');
  if (end < totalPages) list.push(totalPages);
  return list;
}
