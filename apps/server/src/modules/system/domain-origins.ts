import type { TableCache } from '../../cache/table-cache';
import type { Db } from '../../db/database';
import { selectDomainRoutes } from './queries';

/** The distinct origins of domain names; a name that is not an http(s) address is left out. */
export function originsOf(domainNames: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const name of domainNames) {
    try {
      const url = new URL(name);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // not an address: nothing to allow
    }
  }
  return [...origins];
}

/**
 * The origins of the brand's enabled domains (main and mirrors, every device): the speed test on any of them pings
 * the others, so the pages' CSP lets them connect there. One array per change of `domain_routes`.
 */
export function createDomainOrigins({ db, cache }: { db: Db; cache: TableCache }) {
  return cache.cached(['domain_routes'], async () =>
    originsOf((await selectDomainRoutes(db)).map((route) => route.domainName)),
  );
}
