import { apiRequest } from '@/lib/api-client';

/** Ends this session on the server. */
export function logout(): Promise<Record<string, never>> {
  return apiRequest<Record<string, never>>('/wps/session/logout', { method: 'DELETE' });
}
