import { queryClient } from './query-client';
import { clearSessionToken } from './session-token';
import { clearSessionArea, readStorage, STORAGE_KEYS, writeStorage } from './storage';
import { useUiStore } from './ui-store';

/** Query keys of everything that belongs to the member: none of it may outlive the session. */
const MEMBER_DATA_KEYS = ['member', 'wallet', 'cashier', 'messages'] as const;

/**
 * Forgets the session on this device: session storage is emptied (the merchant code written at load stays),
 * member data leaves the cache and the after-login flags reset. The token goes last, so that screens watching
 * it see a clean guest state.
 */
export function endSession(): void {
  const merchantCode = readStorage('session', STORAGE_KEYS.merchantCode);
  // An operator console open in the same tab keeps its own session.
  const opsToken = readStorage('session', STORAGE_KEYS.opsToken);
  clearSessionArea();
  if (merchantCode) writeStorage('session', STORAGE_KEYS.merchantCode, merchantCode);
  if (opsToken) writeStorage('session', STORAGE_KEYS.opsToken, opsToken);
  for (const key of MEMBER_DATA_KEYS) queryClient.removeQueries({ queryKey: [key] });
  useUiStore.getState().resetSessionFlags();
  clearSessionToken();
}
