import { apiRequest } from '@/lib/api-client';

export type PaymentPasswordInput = {
  /** The login password, proving it is the member. */
  password: string;
  /** Six digits. */
  paymentPassword: string;
  confirmPaymentPassword: string;
};

/** Sets or changes the payment password (asked for withdrawals and transfers to the upline). */
export async function setPaymentPassword(input: PaymentPasswordInput): Promise<void> {
  await apiRequest<Record<string, never>>('/wps/member/payment-password', { method: 'POST', body: input });
}
