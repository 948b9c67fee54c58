import type { Done } from '@playhall/contracts/envelope';
import { apiRequest } from '@/lib/api-client';

/** Confirms the authenticator with its first code. */
export function enableTotp(code: string): Promise<Done> {
  return apiRequest<Done>('/wps/member/totp/enable', { method: 'POST', body: { code } });
}
