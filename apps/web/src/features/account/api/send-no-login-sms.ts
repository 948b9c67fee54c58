import type { SmsCodeRequest } from '@playhall/contracts/accounts';
import { apiRequest } from '@/lib/api-client';
import type { CodeSent } from './send-challenge-code';

export type NoLoginSmsRequest = SmsCodeRequest;

/** The SMS code of an SMS login or of a password reset by phone (the reset needs a captcha). */
export function sendNoLoginSms(request: NoLoginSmsRequest): Promise<CodeSent> {
  return apiRequest<CodeSent>('/wps/verification/sms/noLogin', { method: 'POST', body: request });
}
