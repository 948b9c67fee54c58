import { apiRequest } from '@/lib/api-client';

export type TotpSetup = { secret: string; otpauthUrl: string; qrSvg: string };

/** Starts the authenticator set-up (password required): the secret and its QR code. */
export function setupTotp(password: string): Promise<TotpSetup> {
  return apiRequest<TotpSetup>('/wps/member/totp/setup', { method: 'POST', body: { password } });
}
