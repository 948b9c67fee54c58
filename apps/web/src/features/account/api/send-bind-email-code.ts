import { apiRequest } from '@/lib/api-client';
import type { CodeSent } from './send-challenge-code';

/** Sends a code to the e-mail address about to be bound. */
export function sendBindEmailCode(email: string): Promise<CodeSent> {
  return apiRequest<CodeSent>('/wps/member/email/code', { method: 'POST', body: { email } });
}
