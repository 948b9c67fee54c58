import { createHmac } from 'node:crypto';

/**
 * What an operator's authenticator app does (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits), so journeys can sign
 * operators in. The server accepts each step once per operator: `nextCode` hands out steps not used yet.
 */
const STEP_MS = 30_000;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export type Authenticator = { secret: Buffer; lastStep: number };

export function codeAtStep(secret: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', secret).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  return ((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
}

/** The current step's code, or the next one (one step of drift is accepted), waiting when both are spent. */
export async function nextCode(authenticator: Authenticator): Promise<string> {
  for (;;) {
    const current = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(authenticator.lastStep + 1, current);
    if (step <= current + 1) {
      authenticator.lastStep = step;
      return codeAtStep(authenticator.secret, step);
    }
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 20));
  }
}

/** The key as the enrolment page shows it, as an app reads it when typed in. */
export function fromBase32(text: string): Buffer {
  let bits = '';
  for (const char of text.trim().toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${text}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let index = 0; index + 8 <= bits.length; index += 8) {
    bytes.push(Number.parseInt(bits.slice(index, index + 8), 2));
  }
  return Buffer.from(bytes);
}
