import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type LinkReset = { token: string; newPassword: string; confirmNewPassword: string };

/** Sets a new password from the e-mailed link (/forget?token=...). */
export function resetPasswordByLink(reset: LinkReset): Promise<Record<string, never>> {
  return apiRequest<Record<string, never>>('/wps/member/password/reset', { method: 'POST', body: reset });
}

export function useResetPasswordByLink() {
  return useMutation({ mutationFn: resetPasswordByLink });
}
