const chosen = new Map<string, string>();

/** One image host per list, picked at random once per page load (portal-shell spec §9). */
export function pickCdn(cdns: readonly string[]): string {
  const key = cdns.join('|');
  const known = chosen.get(key);
  if (known !== undefined) return known;
  const pick = cdns.length > 0 ? (cdns[Math.floor(Math.random() * cdns.length)] ?? '') : '';
  const host = pick.replace(/\/+$/, '');
  chosen.set(key, host);
  return host;
}

/** Resolves an image path relative to an image CDN ("vendor/PG.svg" -> "/img/vendor/PG.svg"). */
export function cdnImage(cdns: readonly string[], path: string): string {
  if (/^(https?:|data:|blob:|\/)/.test(path)) return path;
  return `${pickCdn(cdns)}/${path.replace(/^\/+/, '')}`;
}
