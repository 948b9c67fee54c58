import { apiRequest } from '@/lib/api-client';

export type PhoneBinding = {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  requestId: string;
  password: string;
};

/** Binds a phone (its code and the password). */
export function bindPhone(binding: PhoneBinding): Promise<Record<string, never>> {
  return apiRequest<Record<string, never>>('/wps/member/phone', { method: 'POST', body: binding });
}
