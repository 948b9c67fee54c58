import type { ProfileUpdate } from '@playhall/contracts/accounts';
import type { Done } from '@playhall/contracts/envelope';
import { apiRequest } from '@/lib/api-client';

/** Nickname, or the real name while it is still unset. */
export function updateProfile(profile: ProfileUpdate): Promise<Done> {
  return apiRequest<Done>('/wps/member/profile', { method: 'PUT', body: profile });
}
