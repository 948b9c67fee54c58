import type { ResetByLink } from '@playhall/contracts/accounts';
import type { Done } from '@playhall/contracts/envelope';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type LinkReset = ResetByLink;

/** Sets a new password from the e-mailed link (/forget?token=...). */
export function resetPasswordByLink(reset: LinkReset): Promise<Done> {
  return apiRequest<Done>('/wps/member/password/reset', { method: 'POST', body: reset });
}

export function useResetPasswordByLink() {
  return useMutation({ mutationFn: resetPasswordByLink });
}
