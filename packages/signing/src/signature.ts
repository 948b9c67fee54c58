import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of a payload: how the payment gateway, game vendors and the portal sign what they send. */
export function sign(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Compares in constant time; a missing or malformed signature is simply wrong. */
export function verifySignature(secret: string, payload: string | Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(payload).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
