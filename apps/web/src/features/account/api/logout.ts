import type { Done } from '@playhall/contracts/envelope';
import { apiRequest } from '@/lib/api-client';

/** Ends this session on the server. */
export function logout(): Promise<Done> {
  return apiRequest<Done>('/wps/session/logout', { method: 'DELETE' });
}
