import { readStorage, writeStorage } from '@/lib/storage';

type Stored<T> = { savedAt: number; value: T };

/**
 * Hot games and vendor lanes are kept in session storage (portal-shell spec §9): a new tab starts empty, a reload
 * shows the last lists at once while they refresh.
 */
export function readSessionCache<T>(
  key: string,
  maxAgeMs: number,
): { value: T; savedAt: number } | undefined {
  const text = readStorage('session', key);
  if (!text) return undefined;
  try {
    const stored = JSON.parse(text) as Stored<T>;
    if (typeof stored.savedAt !== 'number' || Date.now() - stored.savedAt > maxAgeMs) return undefined;
    return stored;
  } catch {
    return undefined;
  }
}

export function writeSessionCache<T>(key: string, value: T): T {
  writeStorage('session', key, JSON.stringify({ savedAt: Date.now(), value } satisfies Stored<T>));
  return value;
}
