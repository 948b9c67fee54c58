import { createHmac, randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_SECONDS = 30;
const DIGITS = 6;

export function newTotpSecret(): Buffer {
  return randomBytes(20);
}

export function toBase32(bytes: Buffer): string {
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  let out = '';
  for (let index = 0; index < bits.length; index += 5)
    out += BASE32[Number.parseInt(bits.slice(index, index + 5).padEnd(5, '0'), 2)];
  return out;
}

/** RFC 6238 (HMAC-SHA1, 30-second steps, 6 digits), what every authenticator app speaks. */
export function totpAt(secret: Buffer, unixSeconds: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(unixSeconds / STEP_SECONDS)));
  const digest = createHmac('sha1', secret).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
  return value.toString().padStart(DIGITS, '0');
}

/** Accepts the current step and one on either side, for clocks a little apart. */
export function verifyTotp(secret: Buffer, code: string, now = Date.now()): boolean {
  const seconds = Math.floor(now / 1000);
  return [-1, 0, 1].some((drift) => totpAt(secret, seconds + drift * STEP_SECONDS) === code.trim());
}

export function otpauthUrl(secret: Buffer, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${toBase32(secret)}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}
