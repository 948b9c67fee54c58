import { randomBytes } from 'node:crypto';

/** Round and ticket ids: random, short, and unique per vendor as the protocol needs txIds to be. */
export function newRoundId(prefix: 'S' | 'T'): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(8).toString('hex')}`;
}

/** The wallet transactions of one round: its bet, its win, and the rollback that cancels the bet. */
export const txIds = (roundId: string) => ({
  bet: `${roundId}-bet`,
  win: `${roundId}-win`,
  rollback: `${roundId}-rb`,
});
