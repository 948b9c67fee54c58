import { useRef } from 'react';
import { showMessage } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';
import { checkAffiliate } from './api/check-affiliate';

/**
 * The invitation code check (portal-shell spec §8): on blur and before registering. An invalid code shows the
 * invitation-code warning dialog and registration does not continue. Answers are remembered per code.
 */
export function useInvitationCheck() {
  const known = useRef(new Map<string, boolean>());
  return async (rawCode: string): Promise<boolean> => {
    const code = rawCode.trim();
    if (!code) return true;
    let isValid = known.current.get(code);
    if (isValid === undefined) {
      try {
        isValid = (await checkAffiliate(code)).valid;
        known.current.set(code, isValid);
      } catch {
        // The server checks the code again on registration; a failed check here must not block it.
        return true;
      }
    }
    if (!isValid) showMessage(i18n.t('validation.invitationCode'), 'warning');
    return isValid;
  };
}
