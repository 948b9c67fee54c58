import { type Fill, letters } from './draw';
import type { Picture } from './paint';

const RANKS = ['10', 'J', 'Q', 'K', 'A'] as const;

/**
 * The low-paying symbols of most themed slots: 10 to A in display letters, each rank in its own colour so the eye
 * tells them apart at a glance; a theme picks the colours (and its high symbols carry the theme).
 */
export function cardRanks(fills: readonly [Fill, Fill, Fill, Fill, Fill]): Picture[] {
  return RANKS.map((rank, index) => [letters(50, 74, rank === '10' ? 50 : 64, rank, fills[index] ?? 'gold')]);
}
