import { ErrorCode } from '@playhall/contracts/error-codes';
import { sign } from '@playhall/signing/signature';
import { AppError } from '../../http/app-error';

export type PspOrder = {
  orderId: string;
  merchantOrderId: string;
  status: 'CREATED' | 'PAID' | 'FAILED';
  amount: string;
  currency: string;
  settledAt: string | null;
};

/** The cashier's side of the payment gateway's API: signed requests out (callbacks in: `callback-routes.ts`). */
export function createPspClient({
  baseUrl,
  merchantId,
  secret,
}: {
  baseUrl: string;
  merchantId: string;
  secret: string;
}) {
  const root = baseUrl.replace(/\/$/, '');

  async function createOrder(input: {
    merchantOrderId: string;
    amount: string;
    currency: string;
    callbackUrl: string;
    returnUrl: string;
  }): Promise<PspOrder & { payUrl: string }> {
    const body = JSON.stringify({ merchantId, ...input });
    const response = await fetch(`${root}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': sign(secret, body) },
      body,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!response?.ok) {
      throw new AppError(
        503,
        ErrorCode.SERVICE_UNAVAILABLE,
        'The payment gateway is not answering; please try again.',
      );
    }
    const order = (await response.json()) as PspOrder & { payUrl: string };
    const payUrl = new URL(order.payUrl, `${root}/`).toString();
    return { ...order, payUrl };
  }

  async function getOrder(orderId: string): Promise<PspOrder | null> {
    const response = await fetch(`${root}/api/orders/${encodeURIComponent(orderId)}`, {
      headers: { 'x-signature': sign(secret, `GET ${orderId}`) },
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!response?.ok) return null;
    return (await response.json()) as PspOrder;
  }

  return { createOrder, getOrder };
}

export type PspClient = ReturnType<typeof createPspClient>;
