import type { OpsSession } from '@playhall/contracts/ops';
import { apiRequest } from '@/lib/api-client';

export type { OpsSession };

/**
 * Operator login: a token of its own, and what the first login must do before the console opens (choose a
 * password, set up the authenticator). The code is left out until an authenticator is set up.
 */
export function opsLogin(username: string, password: string, code: string) {
  return apiRequest<OpsSession>('/ops/api/session/login', {
    method: 'POST',
    body: { username, password, ...(code === '' ? {} : { code }) },
    token: null,
  });
}
