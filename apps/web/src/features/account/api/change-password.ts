import type { PasswordChange, PasswordChanged } from '@playhall/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { PasswordChange };

/** Changes the password: every session ends and the answer carries the NEW token (sealed body). */
export function changePassword(change: PasswordChange): Promise<PasswordChanged> {
  return apiRequest<PasswordChanged>('/wps/member/password', {
    method: 'POST',
    body: change,
    sealed: true,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
