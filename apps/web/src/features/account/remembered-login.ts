import { REMEMBERED_LOGIN_HOURS } from '@playhall/contracts/constants';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

type Remembered = { username: string; expiresAt: number };

function isRemembered(value: unknown): value is Remembered {
  return (
    typeof value === 'object' &&
    value !== null &&
    'username' in value &&
    typeof value.username === 'string' &&
    'expiresAt' in value &&
    typeof value.expiresAt === 'number'
  );
}

/** The login name remembered on this device, while its 24 hours last (portal-shell spec §9). */
export function readRememberedLogin(): string {
  const raw = readStorage('local', STORAGE_KEYS.rememberedLogin);
  if (!raw) return '';
  try {
    const value: unknown = JSON.parse(raw);
    if (isRemembered(value) && value.expiresAt > Date.now()) return value.username;
  } catch {
    // a damaged entry is dropped below
  }
  removeStorage('local', STORAGE_KEYS.rememberedLogin);
  return '';
}

export function rememberLogin(username: string): void {
  const entry: Remembered = { username, expiresAt: Date.now() + REMEMBERED_LOGIN_HOURS * 3_600_000 };
  writeStorage('local', STORAGE_KEYS.rememberedLogin, JSON.stringify(entry));
}

export function forgetRememberedLogin(): void {
  removeStorage('local', STORAGE_KEYS.rememberedLogin);
}
