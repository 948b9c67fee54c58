import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { WheelSpin } from '@playhall/contracts/lucky-wheel';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import type { ActivityState } from '@playhall/contracts/rewards';
import { drawMessage, segmentOf } from '@playhall/contracts/wheel-draw';
import type { EntryRow } from './activity-queries';
import type { SpinRow } from './lucky-wheel-queries';

/** A lucky wheel's rules as the activity keeps them (amounts as two-decimal strings). */
export type LuckyWheelRules = {
  segments: { label: string; amount: string; weight: number }[];
  minValidBetToday: string;
  wageringMultiple: number;
};

/** A new server seed (32 random bytes, hex) and its SHA-256 (hex), the commitment the member sees first. */
export function newSeed(): { serverSeed: string; seedHash: string } {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, seedHash: seedHashOf(serverSeed) };
}

export const seedHashOf = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex');

/**
 * The draw (pure): HMAC-SHA256 keyed with the server seed's hex text over `clientSeed:nonce`, its first 13 hex
 * digits over 16^13, placed on the segments' cumulative weights.
 */
export function drawSegment(
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  weights: readonly number[],
): { hmac: string; segment: number } {
  const hmac = createHmac('sha256', seeds.serverSeed)
    .update(drawMessage(seeds.clientSeed, seeds.nonce))
    .digest('hex');
  return { hmac, segment: segmentOf(hmac, weights) };
}

/** Whether the day's valid bets earn today's spin ("0.00": a free daily spin). */
export const spinEarned = (rules: LuckyWheelRules, validBetToday: bigint) =>
  validBetToday >= parseAmount(rules.minValidBetToday);

/** Where the member stands (pure): today's spin done, earned (JOIN: spin), or waiting for the day's bets. */
export function wheelState(
  rules: LuckyWheelRules,
  today: EntryRow | undefined,
  validBetToday: bigint,
  dates: { ended: boolean; comingSoon: boolean },
): { state: ActivityState; amount: bigint | null } {
  if (today) return { state: 'CLAIMED', amount: today.amount };
  if (dates.ended) return { state: 'CLOSED', amount: null };
  if (dates.comingSoon) return { state: 'COMING_SOON', amount: null };
  return { state: spinEarned(rules, validBetToday) ? 'JOIN' : 'JOINED', amount: null };
}

export function toSpin(row: SpinRow, rules: LuckyWheelRules): WheelSpin {
  return {
    id: row.id.toString(),
    segment: row.segment,
    label: rules.segments[row.segment]?.label ?? '',
    amount: formatAmount(row.amount),
    serverSeed: row.server_seed,
    seedHash: row.seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
