import type { GameEngine } from '@playhall/contracts/games-play';
import { type LotteryFamily, lotteryFamilyFor } from '../engines/lottery/lottery-types';

/**
 * Which engine plays a tile: the regional lottery vendors play their own families, lottery categories the 5-ball
 * lottery, slots (RNG) the video slot. Other categories have no engine yet and show the vendor's maintenance state.
 */
export function engineFor(
  vendor: string,
  category: string,
): { engine: GameEngine; family: LotteryFamily | null } {
  const family = lotteryFamilyFor(vendor) ?? lotteryFamilyFor(category);
  if (family) return { engine: 'lottery', family };
  if (category === 'RNG') return { engine: 'slot', family: null };
  return { engine: 'maintenance', family: null };
}
