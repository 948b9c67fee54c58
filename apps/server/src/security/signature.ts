import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of a raw body: how the payment gateway and game vendors sign what they send. */
export function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

export function verifySignature(secret: string, payload: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(sign(secret, payload), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
