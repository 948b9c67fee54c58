import type { TotpSetup } from '@playhall/contracts/accounts';
import { apiRequest } from '@/lib/api-client';

export type { TotpSetup };

/** Starts the authenticator set-up (password required): the secret and its QR code. */
export function setupTotp(password: string): Promise<TotpSetup> {
  return apiRequest<TotpSetup>('/wps/member/totp/setup', { method: 'POST', body: { password } });
}
