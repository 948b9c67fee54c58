/**
 * postgres.js (3.4.9) fetches the array types on each new connection and drops that query's promise: when the
 * database terminates connections while one is opening (a restart, a failover, an operator's
 * pg_terminate_backend), the fetch rejects with nobody to catch it. The connection itself fails and is replaced, and
 * the request that wanted it is answered with its own error; only this orphan rejection is harmless.
 */
export function isDroppedTypeFetch(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, query } = error as { code?: unknown; query?: unknown };
  const cut = code === '57P01' || code === 'CONNECTION_CLOSED';
  return cut && typeof query === 'string' && query.includes('from pg_catalog.pg_type');
}
