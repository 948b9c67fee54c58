import type { SecondFactorVerify } from '@playhall/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SessionGranted } from './session-granted';

export type ChallengeAnswer = SecondFactorVerify;

/** Second factor: answers the challenge and, when it matches, opens the session. */
export function verifyChallenge(answer: ChallengeAnswer): Promise<SessionGranted> {
  return apiRequest<SessionGranted>('/wps/session/login/challenge/verify', { method: 'POST', body: answer });
}

export function useVerifyChallenge() {
  return useMutation({ mutationFn: verifyChallenge });
}
