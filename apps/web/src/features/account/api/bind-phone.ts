import type { BindPhone } from '@playhall/contracts/accounts';
import type { Done } from '@playhall/contracts/envelope';
import { apiRequest } from '@/lib/api-client';

export type PhoneBinding = BindPhone;

/** Binds a phone (its code and the password). */
export function bindPhone(binding: PhoneBinding): Promise<Done> {
  return apiRequest<Done>('/wps/member/phone', { method: 'POST', body: binding });
}
