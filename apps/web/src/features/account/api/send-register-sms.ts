import type { RegisterSmsCodeRequest } from '@playhall/contracts/accounts';
import { apiRequest } from '@/lib/api-client';
import type { CodeSent } from './send-challenge-code';

export type RegisterSmsRequest = RegisterSmsCodeRequest;

/** The SMS code of mobile registration. */
export function sendRegisterSms(request: RegisterSmsRequest): Promise<CodeSent> {
  return apiRequest<CodeSent>('/wps/verification/sms/register', { method: 'POST', body: request });
}
