import { drawFraction, drawMessage, segmentOf } from '@playhall/contracts/wheel-draw';
import type { WheelSpin } from '../api/lucky-wheel';

const encoder = new TextEncoder();
const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

export type Verification = {
  /** SHA-256 of the revealed server seed equals the hash shown before the spin. */
  hashMatches: boolean;
  hmac: string;
  fraction: number;
  /** The segment the seeds give, and whether it is the one the spin landed on. */
  segment: number;
  segmentMatches: boolean;
};

/** Whether this browser can check a spin (WebCrypto needs a secure page: https or localhost). */
export const canVerify = () => typeof crypto !== 'undefined' && crypto.subtle !== undefined;

/**
 * Checks a spin in the browser, without trusting the server: the revealed seed's SHA-256 against the hash shown
 * before, then HMAC-SHA256(key: server seed, message: client seed ':' nonce) placed on the wheel's weights.
 */
export async function verifySpin(spin: WheelSpin, weights: readonly number[]): Promise<Verification> {
  const seed = encoder.encode(spin.serverSeed);
  const hash = hex(await crypto.subtle.digest('SHA-256', seed));
  const key = await crypto.subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const hmac = hex(
    await crypto.subtle.sign('HMAC', key, encoder.encode(drawMessage(spin.clientSeed, spin.nonce))),
  );
  const segment = segmentOf(hmac, weights);
  return {
    hashMatches: hash === spin.seedHash,
    hmac,
    fraction: drawFraction(hmac),
    segment,
    segmentMatches: segment === spin.segment,
  };
}

/** A client seed for a member who typed none: 16 random bytes, hex. */
export function randomClientSeed(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The wheel's turn (degrees, only ever forward) that brings a segment's middle under the top pointer. */
export function turnTo(current: number, segment: number, count: number, fullTurns: number): number {
  const slice = 360 / count;
  const wanted = (360 - (segment + 0.5) * slice) % 360;
  const now = ((current % 360) + 360) % 360;
  return current + fullTurns * 360 + ((wanted - now + 360) % 360);
}
