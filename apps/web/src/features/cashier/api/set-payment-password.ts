import type { SetPaymentPassword } from '@playhall/contracts/cashier';
import type { Done } from '@playhall/contracts/envelope';
import { apiRequest } from '@/lib/api-client';

export type PaymentPasswordInput = SetPaymentPassword;

/** Sets or changes the payment password (asked for withdrawals and transfers to the upline). */
export async function setPaymentPassword(input: PaymentPasswordInput): Promise<void> {
  await apiRequest<Done>('/wps/member/payment-password', { method: 'POST', body: input });
}
