/**
 * Web storage that never throws: private browsing modes and strict privacy settings can make storage calls
 * fail, and the portal must still run (with defaults) when they do.
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: Area, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // full or blocked storage: the value lives for this page only
  }
}

export function removeStorage(kind: Area, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // nothing to clean
  }
}

/**
 * Empties session storage (logout, portal-shell spec §4), all but the announcement pop-up's closed marks: the
 * pop-up shows once per browser session and visitor class, and a visitor who closed it should not see it again
 * merely for having logged in and out.
 */
export function clearSessionArea(): void {
  try {
    const storage = area('session');
    if (!storage) return;
    const kept = Object.keys(storage)
      .filter((key) => key.startsWith(`${STORAGE_KEYS.announcementsClosed}.`))
      .map((key) => [key, storage.getItem(key) ?? ''] as const);
    storage.clear();
    for (const [key, value] of kept) storage.setItem(key, value);
  } catch {
    // nothing to clean
  }
}

/** Storage keys of the spec (portal-shell §4 and §9). */
export const STORAGE_KEYS = {
  token: 'token',
  language: 'lang',
  previousLanguage: 'hisLang',
  theme: 'theme',
  merchantCode: 'merchantCode',
  sideMenuCollapsed: 'sideMenuCollapsed',
  /** The last login name, with its expiry time (portal-shell spec §9: 24 hours). */
  rememberedLogin: 'rememberedLogin',
  /** The header balance shown as stars (portal-shell spec §2), remembered on this device. */
  balanceMasked: 'balanceMasked',
  /** The operator console's session token: never the member's `token`, so the two sessions stay apart. */
  opsToken: 'opsToken',
  /** The announcement pop-up was closed this session, per visitor class: `announceClosed.user` / `.anonymous`. */
  announcementsClosed: 'announceClosed',
  /** The live chat's visitor token (no account): names their conversation on this device, kept across visits. */
  chatVisitor: 'chatVisitor',
} as const;
