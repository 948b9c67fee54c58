import type { RegisterRequest } from '@playhall/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SessionGranted } from './session-granted';

export type RegisterMode = 'USERNAME' | 'MOBILE';

/** Registration by account name or by mobile number; the new member is logged in (sealed body). */
export function register({
  mode,
  request,
}: {
  mode: RegisterMode;
  request: RegisterRequest;
}): Promise<SessionGranted> {
  const path = mode === 'MOBILE' ? '/wps/member/register/mobile' : '/wps/member/register';
  return apiRequest<SessionGranted>(path, { method: 'PUT', body: request, sealed: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
