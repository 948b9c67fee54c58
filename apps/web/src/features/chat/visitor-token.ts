import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/**
 * A visitor's chat (no account) is named by the token its first `open` gave: kept on the device so that the
 * conversation is there again after a reload or another visit, and sent with every chat call of that visitor.
 */
export function getVisitorToken(): string | null {
  return readStorage('local', STORAGE_KEYS.chatVisitor);
}

export function setVisitorToken(token: string): void {
  writeStorage('local', STORAGE_KEYS.chatVisitor, token);
}
