import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A bearer secret: 32 bytes from the system CSPRNG (256 bits, S1), URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A public identifier that must not be guessable (captcha ids, code request ids, challenge ids). */
export function newOpaqueId(): string {
  return randomBytes(18).toString('base64url');
}

export function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

export function sameDigest(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
