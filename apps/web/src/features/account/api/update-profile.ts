import { apiRequest } from '@/lib/api-client';

/** Nickname, or the real name while it is still unset. */
export function updateProfile(profile: {
  nickname?: string;
  realName?: string;
}): Promise<Record<string, never>> {
  return apiRequest<Record<string, never>>('/wps/member/profile', { method: 'PUT', body: profile });
}
