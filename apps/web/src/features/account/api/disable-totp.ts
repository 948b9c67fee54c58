import { apiRequest } from '@/lib/api-client';

/** Removes the authenticator (password and a current code). */
export function disableTotp(input: { password: string; code: string }): Promise<Record<string, never>> {
  return apiRequest<Record<string, never>>('/wps/member/totp/disable', { method: 'POST', body: input });
}
