import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SqlRunner } from '../db/database';

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

/**
 * The time step a code belongs to: the current one or one on either side, for clocks a little apart; null when it
 * matches none. A code is only proof once its step is spent with `spendTotpStep` (RFC 6238 §5.2).
 */
export function totpStep(secret: Buffer, code: string, now = Date.now()): bigint | null {
  const given = Buffer.from(code.trim());
  const current = Math.floor(now / 1000 / STEP_SECONDS);
  // Newest first: of two steps with the same digits (one chance in a million) the later is the one still unspent.
  for (const step of [current + 1, current, current - 1]) {
    const expected = Buffer.from(totpAt(secret, step * STEP_SECONDS));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return BigInt(step);
  }
  return null;
}

/**
 * Accepts a step once per account: only a step later than the last accepted one is taken, in one conditional
 * UPDATE, so of two requests racing with the same code (two login challenges, two addresses) exactly one wins.
 */
export async function spendTotpStep(
  runner: SqlRunner,
  table: 'members' | 'operators',
  id: bigint,
  step: bigint,
): Promise<boolean> {
  const rows = await runner.query(
    `update ${table} set totp_last_step = $2
     where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id`,
    [id, step],
  );
  return rows.length === 1;
}

export function otpauthUrl(secret: Buffer, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${toBase32(secret)}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}
