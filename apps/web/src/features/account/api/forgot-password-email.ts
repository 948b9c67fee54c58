import type { ForgotByEmail } from '@playhall/contracts/accounts';
import type { Done } from '@playhall/contracts/envelope';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Forgot password: e-mails a reset link. Form-urlencoded (spec §7); the same answer for any account. */
export function forgotPasswordByEmail(input: ForgotByEmail): Promise<Done> {
  return apiRequest<Done>('/wps/member/password/email', { method: 'POST', form: input });
}

export function useForgotPasswordByEmail() {
  return useMutation({ mutationFn: forgotPasswordByEmail });
}
