import type { CodeSent } from '@playhall/contracts/accounts';
import { apiRequest } from '@/lib/api-client';

export type { CodeSent };

/** Second factor: sends the login code to the bound phone or e-mail address. */
export function sendChallengeCode(challengeId: string, method: 'SMS' | 'EMAIL'): Promise<CodeSent> {
  return apiRequest<CodeSent>('/wps/session/login/challenge/send', {
    method: 'POST',
    body: { challengeId, method },
  });
}
