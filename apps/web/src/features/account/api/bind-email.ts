import { apiRequest } from '@/lib/api-client';

export type EmailBinding = { email: string; verificationCode: string; requestId: string; password: string };

/** Binds an e-mail address (its code and the password). */
export function bindEmail(binding: EmailBinding): Promise<Record<string, never>> {
  return apiRequest<Record<string, never>>('/wps/member/email', { method: 'POST', body: binding });
}
