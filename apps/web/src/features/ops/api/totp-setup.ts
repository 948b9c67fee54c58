import type { TotpSetup } from '@playhall/contracts/accounts';
import { queryOptions } from '@tanstack/react-query';
import { TOTP_SETUP_KEY } from '../ops-session';
import { opsRequest } from './ops-request';

export type OpsTotpSetup = TotpSetup;

/** The operator's authenticator secret (the same one until it is confirmed; never again afterwards). */
export function getTotpSetup(): Promise<OpsTotpSetup> {
  return opsRequest<OpsTotpSetup>('/ops/api/session/totp/setup', { method: 'POST' });
}

export function totpSetupQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [TOTP_SETUP_KEY, token],
    queryFn: getTotpSetup,
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** Confirms the authenticator with its first code: the console opens. */
export async function enableTotp(code: string): Promise<void> {
  await opsRequest('/ops/api/session/totp/enable', { method: 'POST', body: { code } });
}
