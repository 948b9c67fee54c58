import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Forgot password: e-mails a reset link. Form-urlencoded (spec §7); the same answer for any account. */
export function forgotPasswordByEmail(input: {
  username: string;
  email: string;
}): Promise<Record<string, never>> {
  return apiRequest<Record<string, never>>('/wps/member/password/email', { method: 'POST', form: input });
}

export function useForgotPasswordByEmail() {
  return useMutation({ mutationFn: forgotPasswordByEmail });
}
