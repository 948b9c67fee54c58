import { useSyncExternalStore } from 'react';
import { queryClient } from '@/lib/query-client';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/**
 * The operator's session token, in session storage under its own key: the member's `token` and this one never
 * mix, so a member logged in on the portal and an operator in /ops are two separate sessions.
 */
const listeners = new Set<() => void>();

/**
 * The pending authenticator set-up's query, outside the ['ops'] keys on purpose: every console action refreshes
 * those, and this one is a POST that answers 409 once the set-up is confirmed.
 */
export const TOTP_SETUP_KEY = 'opsTotpSetup';

export function getOpsToken(): string | null {
  return readStorage('session', STORAGE_KEYS.opsToken);
}

export function setOpsToken(token: string): void {
  writeStorage('session', STORAGE_KEYS.opsToken, token);
  for (const listener of listeners) listener();
}

/** Ends the operator session on this tab: the token and every operator query go. */
export function clearOpsSession(): void {
  removeStorage('session', STORAGE_KEYS.opsToken);
  queryClient.removeQueries({ queryKey: ['ops'] });
  queryClient.removeQueries({ queryKey: [TOTP_SETUP_KEY] });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpsToken(): string | null {
  return useSyncExternalStore(subscribe, getOpsToken, () => null);
}
