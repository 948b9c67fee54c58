import { apiRequest } from '@/lib/api-client';
import type { CodeSent } from './send-challenge-code';

/** Sends a code to the phone about to be bound. */
export function sendBindPhoneCode(input: {
  mobileNum: string;
  countryDialingCode: string;
}): Promise<CodeSent> {
  return apiRequest<CodeSent>('/wps/member/phone/code', { method: 'POST', body: input });
}
