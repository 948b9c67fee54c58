import type { BindEmail } from '@playhall/contracts/accounts';
import type { Done } from '@playhall/contracts/envelope';
import { apiRequest } from '@/lib/api-client';

export type EmailBinding = BindEmail;

/** Binds an e-mail address (its code and the password). */
export function bindEmail(binding: EmailBinding): Promise<Done> {
  return apiRequest<Done>('/wps/member/email', { method: 'POST', body: binding });
}
