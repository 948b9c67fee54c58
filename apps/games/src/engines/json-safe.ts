/** The JSON shape of an engine value: every bigint (money in minor units) becomes its decimal string. */
export type JsonSafe<T> = T extends bigint
  ? string
  : T extends Date
    ? string
    : T extends readonly (infer Item)[]
      ? JsonSafe<Item>[]
      : T extends object
        ? { [Key in keyof T]: JsonSafe<T[Key]> }
        : T;

/**
 * Converts an engine outcome for the wire at the edge: bigints to decimal strings (JSON.stringify throws on
 * bigint, and Number would lose precision past 2^53), Dates to ISO strings. Inside the engines money stays bigint.
 */
export function toJsonSafe<T>(value: T): JsonSafe<T>;
export function toJsonSafe(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => toJsonSafe(item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toJsonSafe(item)]));
  }
  return value;
}
