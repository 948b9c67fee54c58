import type { PasswordChange, PasswordChanged } from '@playhall/contracts/accounts';
import { apiRequest } from '@/lib/api-client';

export type { PasswordChange };

/**
 * Changes the password: every session ends and the answer carries the NEW token (sealed body). A forced change
 * sends the restricted session's token, which the app never stored as its session.
 */
export function changePassword(change: PasswordChange, token?: string): Promise<PasswordChanged> {
  return apiRequest<PasswordChanged>('/wps/member/password', {
    method: 'POST',
    body: change,
    sealed: true,
    token,
  });
}
