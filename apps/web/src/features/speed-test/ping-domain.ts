import { SPEED_THRESHOLDS_MS } from '@playhall/contracts/constants';

export type SpeedClass = 'fast' | 'normal' | 'slow';

const PING_TIMEOUT_MS = 5_000;

/** fast <= 80 ms, normal <= 150 ms, slow otherwise (spec §4); a failed ping (9999) counts as slow. */
export function classifySpeed(milliseconds: number): SpeedClass {
  if (milliseconds <= SPEED_THRESHOLDS_MS.fast) return 'fast';
  if (milliseconds <= SPEED_THRESHOLDS_MS.normal) return 'normal';
  return 'slow';
}

/**
 * Pings a domain's ping call with a random parameter (so no cache answers) and returns the round trip in
 * milliseconds, or 9999 when it fails. Every domain's ping answers any origin (CORS) and the page's CSP lists the
 * brand's domains, so the mirrors are reached from whichever domain the visitor is on. No cookies go with it.
 */
export async function pingDomain(domainName: string): Promise<number> {
  const started = performance.now();
  try {
    const url = new URL('/wps/system/ping', domainName);
    url.searchParams.set('r', Math.random().toString(36).slice(2));
    const response = await fetch(url, {
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(PING_TIMEOUT_MS),
    });
    if (!response.ok) return SPEED_THRESHOLDS_MS.failed;
    return Math.max(1, Math.round(performance.now() - started));
  } catch {
    return SPEED_THRESHOLDS_MS.failed;
  }
}
