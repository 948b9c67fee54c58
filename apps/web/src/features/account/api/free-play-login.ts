import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SessionGranted } from './session-granted';

/** Free play: a new trial user's session (only when the FREE_PLAY module is on). */
export function freePlayLogin(): Promise<SessionGranted> {
  const os = typeof navigator === 'undefined' ? undefined : navigator.platform.slice(0, 40) || undefined;
  return apiRequest<SessionGranted>('/wps/session/login/freeplay', {
    method: 'POST',
    body: { os, platform: 'W' },
  });
}

export function useFreePlayLogin() {
  return useMutation({ mutationFn: freePlayLogin });
}
