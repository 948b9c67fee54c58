import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type PasswordChange = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/** Changes the password: every session ends and the answer carries the NEW token (sealed body). */
export function changePassword(change: PasswordChange): Promise<{ token: string }> {
  return apiRequest<{ token: string }>('/wps/member/password', {
    method: 'POST',
    body: change,
    sealed: true,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
