/**
 * items[index] for an index the caller has already bounded. noUncheckedIndexedAccess types every read as
 * possibly undefined; this turns an impossible miss into a loud error instead of a silent fallback value.
 */
export function checkedAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`checkedAt: index ${index} outside 0..${items.length - 1}`);
  return item;
}
