import type { GameCategory } from '@playhall/contracts/games';
import {
  type BuiltInGame,
  builtInGames,
  type GameListOptions,
} from '@playhall/games/catalogue/built-in-games';

export type DemoGame = {
  nodeId: number;
  vendorCode: string;
  categoryCode: GameCategory;
  gameCode: string;
  names: Record<string, string>;
  classify: string | null;
  isGame: 'GAME' | 'VASSALAGE';
  isHot: boolean;
  isNew: boolean;
  freeTrial: boolean;
  sortOrder: number;
};

/**
 * The operator's flags on the demo catalogue, as shares of the playable games: about one game in twenty is HOT
 * and one in thirty NEW, as on a real portal, where a badge on every tile would mean nothing.
 */
export type DemoFlagShares = { hot: number; new: number };

export const DEMO_FLAG_SHARES: DemoFlagShares = { hot: 0.05, new: 0.03 };

/** A fixed seed: the demo catalogue is the same on every machine. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
}

/** Slots, fishing and one e-lottery studio offer free play on about half their games. */
function trialShare(game: BuiltInGame): number {
  return game.categoryCode === 'RNG' || game.categoryCode === 'FISH' || game.vendorCode === 'GW' ? 0.5 : 0;
}

/**
 * The demo catalogue: the built-in provider's game list (apps/games, where every game's name comes from) as
 * lobby rows, with node ids, order within each vendor, free-trial tiles and the operator's HOT and NEW flags on
 * the given shares of the playable games, named for this deployment's lottery intervals (`options`). Vendor tiles (isGame VASSALAGE) open their vendor's games.
 */
export function demoGames(
  shares: DemoFlagShares = DEMO_FLAG_SHARES,
  options: GameListOptions = {},
): DemoGame[] {
  const random = generator(20_261_122);
  const perVendor = new Map<string, number>();
  return builtInGames(options).map((game, index) => {
    const sortOrder = (perVendor.get(game.vendorCode) ?? 0) + 1;
    perVendor.set(game.vendorCode, sortOrder);
    const isGame = game.isGame === 'GAME';
    return {
      nodeId: 1000 + index,
      vendorCode: game.vendorCode,
      categoryCode: game.categoryCode,
      gameCode: game.gameCode,
      names: { ...game.names },
      classify: game.classify,
      isGame: game.isGame,
      isHot: isGame && random() < shares.hot,
      isNew: isGame && random() < shares.new,
      freeTrial: isGame && random() < trialShare(game),
      sortOrder,
    };
  });
}
