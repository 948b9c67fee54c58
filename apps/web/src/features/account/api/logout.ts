import type { Done } from '@playhall/contracts/envelope';
import { apiRequest } from '@/lib/api-client';

/** Ends a session on the server: the member's, unless another token is given. */
export function logout(token?: string): Promise<Done> {
  return apiRequest<Done>('/wps/session/logout', { method: 'DELETE', token });
}
