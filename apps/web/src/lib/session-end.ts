import { queryClient } from './query-client';
import { clearSessionToken } from './session-token';
import { clearSessionArea, readStorage, STORAGE_KEYS, writeStorage } from './storage';
import { useUiStore } from './ui-store';

/**
 * Forgets the session on this device: session storage is emptied (the merchant code written at load stays),
 * member data leaves the cache and the after-login flags reset. The token goes last, so that screens watching
 * it see a clean guest state.
 */
export function endSession(): void {
  const merchantCode = readStorage('session', STORAGE_KEYS.merchantCode);
  clearSessionArea();
  if (merchantCode) writeStorage('session', STORAGE_KEYS.merchantCode, merchantCode);
  queryClient.removeQueries({ queryKey: ['member'] });
  useUiStore.getState().resetSessionFlags();
  clearSessionToken();
}
