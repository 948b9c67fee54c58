import { queryClient } from './query-client';
import { clearSessionToken } from './session-token';
import { clearSessionArea, readStorage, STORAGE_KEYS, writeStorage } from './storage';
import { useUiStore } from './ui-store';

/**
 * Query keys of everything that belongs to the signed-in member or agent: none of it may outlive the session, and
 * none of it may still be asked for once the session is ended on the server.
 */
const MEMBER_DATA_KEYS = [
  'member',
  'wallet',
  'cashier',
  'messages',
  'bets',
  'agent',
  'agent-application',
  'rewards',
] as const;

/**
 * Forgets the session on this device: session storage is emptied (the merchant code written at load stays),
 * member data's calls in flight are cancelled and it leaves the cache, and the after-login flags reset. The token goes last, so that screens watching
 * it see a clean guest state.
 */
export function endSession(): void {
  const merchantCode = readStorage('session', STORAGE_KEYS.merchantCode);
  // An operator console open in the same tab keeps its own session.
  const opsToken = readStorage('session', STORAGE_KEYS.opsToken);
  clearSessionArea();
  if (merchantCode) writeStorage('session', STORAGE_KEYS.merchantCode, merchantCode);
  if (opsToken) writeStorage('session', STORAGE_KEYS.opsToken, opsToken);
  for (const key of MEMBER_DATA_KEYS) {
    // Cancelling aborts the call at once (the promise it returns only reports the cancellation).
    void queryClient.cancelQueries({ queryKey: [key] });
    queryClient.removeQueries({ queryKey: [key] });
  }
  useUiStore.getState().resetSessionFlags();
  clearSessionToken();
}
