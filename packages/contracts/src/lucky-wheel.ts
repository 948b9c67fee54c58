import { z } from 'zod';
import { CLIENT_SEED_MAX } from './reward-constants';
import { zBonus } from './rewards';

/**
 * A lucky wheel's provably fair spins (issue 16): before a spin the member sees the SHA-256 of the server seed
 * committed for it and the nonce; the spin's segment is HMAC-SHA256(key: server seed, message: client seed ':'
 * nonce), its first 13 hex digits over 16^13, placed on the segments' cumulative weights (`wheel-draw.ts`); after it
 * the server seed is revealed, so anyone can check the hash and recompute the draw.
 */
export const zWheelSpin = z.object({
  id: z.string(),
  segment: z.number().int(),
  label: z.string(),
  /** What it paid ("0.00": nothing). */
  amount: z.string(),
  serverSeed: z.string(),
  seedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  createdAt: z.string(),
});
export type WheelSpin = z.infer<typeof zWheelSpin>;

/** The member's wheel: the commitment for the next spin, whether today's spin is earned, and the recent spins. */
export const zWheelState = z.object({
  activityId: z.string(),
  /** SHA-256 (hex) of the server seed the next spin uses; the seed itself stays secret until then. */
  seedHash: z.string(),
  nonce: z.number().int(),
  validBetToday: z.string(),
  minValidBetToday: z.string(),
  /** Today's spin is earned (and not spun yet). */
  canSpin: z.boolean(),
  /** Why not, when it cannot: NOT_EARNED, SPUN (today's spin is done), CLOSED (outside the dates). */
  blockedBy: z.enum(['NOT_EARNED', 'SPUN', 'CLOSED']).nullable(),
  today: zWheelSpin.nullable(),
  /** The member's latest spins, newest first, with their seeds revealed. */
  recent: z.array(zWheelSpin),
});
export type WheelState = z.infer<typeof zWheelState>;

/** The member's client seed (any text of 1 to 64 characters; the browser makes one when the member types none). */
export const zSpinRequest = z
  .object({
    clientSeed: z
      .string()
      .min(1)
      .max(CLIENT_SEED_MAX)
      .regex(/^[^\p{Cc}]+$/u, 'No control characters'),
  })
  .strict();
export type SpinRequest = z.input<typeof zSpinRequest>;

/** What a spin did: the spin (its server seed revealed), the wheel's next commitment, and the bonus it paid. */
export const zSpinResult = z.object({ spin: zWheelSpin, wheel: zWheelState, bonus: zBonus.nullable() });
export type SpinResult = z.infer<typeof zSpinResult>;
