import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

/**
 * The session token, kept in session storage under `token` (portal-shell spec §4). It is not UI state, so it
 * lives outside the Zustand store; components subscribe through `useSessionToken`.
 */
const listeners = new Set<() => void>();

export function getSessionToken(): string | null {
  return readStorage('session', STORAGE_KEYS.token);
}

export function setSessionToken(token: string): void {
  writeStorage('session', STORAGE_KEYS.token, token);
  for (const listener of listeners) listener();
}

export function clearSessionToken(): void {
  removeStorage('session', STORAGE_KEYS.token);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, getSessionToken, () => null);
}
