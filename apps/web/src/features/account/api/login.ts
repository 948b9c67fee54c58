import type { LoginRequest, LoginResult } from '@playhall/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Login by account and password, or by phone and SMS code (the body is sealed: spec §7 "encrypted"). */
export function login(request: LoginRequest): Promise<LoginResult> {
  return apiRequest<LoginResult>('/wps/session/login', { method: 'POST', body: request, sealed: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
