import type { TotpDisable } from '@playhall/contracts/accounts';
import type { Done } from '@playhall/contracts/envelope';
import { apiRequest } from '@/lib/api-client';

/** Removes the authenticator (password and a current code). */
export function disableTotp(input: TotpDisable): Promise<Done> {
  return apiRequest<Done>('/wps/member/totp/disable', { method: 'POST', body: input });
}
