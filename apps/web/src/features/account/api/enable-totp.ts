import { apiRequest } from '@/lib/api-client';

/** Confirms the authenticator with its first code. */
export function enableTotp(code: string): Promise<Record<string, never>> {
  return apiRequest<Record<string, never>>('/wps/member/totp/enable', { method: 'POST', body: { code } });
}
