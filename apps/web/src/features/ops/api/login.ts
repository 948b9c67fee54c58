import { apiRequest } from '../../../lib/api-client';

/** Operator login: a token of its own, and whether the password must be changed first. */
export function opsLogin(username: string, password: string) {
  return apiRequest<{ token: string; mustChangePassword: boolean }>('/ops/api/session/login', {
    method: 'POST',
    body: { username, password },
    token: null,
  });
}
