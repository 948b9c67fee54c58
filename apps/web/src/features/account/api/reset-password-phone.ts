import type { ResetByPhone } from '@playhall/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SessionGranted } from './session-granted';

export type PhoneReset = ResetByPhone;

/** Resets the password with an SMS code and logs the member in (sealed body). */
export function resetPasswordByPhone(reset: PhoneReset): Promise<SessionGranted> {
  return apiRequest<SessionGranted>('/wps/member/password/verification', {
    method: 'POST',
    body: reset,
    sealed: true,
  });
}

export function useResetPasswordByPhone() {
  return useMutation({ mutationFn: resetPasswordByPhone });
}
