import type { GameTile } from '@playhall/contracts/lobby';

/** The regional lottery vendor: its vendor tile leads members to /sealottery (portal-shell spec §4). */
export const REGIONAL_LOTTERY_VENDOR = 'TCG_SEA';
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

export type GameRoute =
  /** A vendor tile (isGame = VASSALAGE): a popup lists the vendor's games. */
  | { kind: 'popup' }
  /** The regional lottery vendor's tile: its lobby page, for members. */
  | { kind: 'regional'; path: string }
  /** A lottery game: its lottery page, which launches it there. */
  | { kind: 'lottery'; path: string }
  /** Everything else: the launch call, then the game page. */
  | { kind: 'launch' };

type RoutedTile = Pick<GameTile, 'vassalage' | 'gameType' | 'isGame' | 'gameCode'>;

const withCode = (path: string, gameCode: string, extra = '') =>
  `${path}?gameCode=${encodeURIComponent(gameCode)}${extra}`;

/** Game start routing by vassalage (portal-shell spec §4). */
export function gameRoute(tile: RoutedTile): GameRoute {
  if (tile.isGame === 'VASSALAGE') {
    return tile.vassalage === REGIONAL_LOTTERY_VENDOR
      ? { kind: 'regional', path: '/sealottery' }
      : { kind: 'popup' };
  }
  if (tile.vassalage === VN_LOTTERY_VENDOR)
    return { kind: 'lottery', path: withCode('/vnLottery', tile.gameCode) };
  if (tile.vassalage === REGIONAL_LOTTERY_VENDOR)
    return { kind: 'lottery', path: withCode('/seaLottery', tile.gameCode) };
  if (tile.gameType === 'LOTT') return { kind: 'lottery', path: withCode('/lottery', tile.gameCode) };
  if (tile.gameType === 'ELOTT')
    return { kind: 'lottery', path: withCode('/lottery', tile.gameCode, '&launchMode=ELOTT') };
  return { kind: 'launch' };
}

/** Tiles flagged for a free trial (spec §3: supportPlay 0 or freeplay 1). */
export function offersFreeTrial(tile: Pick<GameTile, 'supportPlay' | 'freeplay' | 'isGame'>): boolean {
  return tile.isGame === 'GAME' && (tile.freeplay === 1 || tile.supportPlay === 0);
}

/** The seamless game page of a launched game. */
export function gamePagePath(tile: Pick<GameTile, 'gameCode' | 'vassalage'>, isDemo: boolean): string {
  const params = new URLSearchParams({ gameCode: tile.gameCode, vassalage: tile.vassalage });
  if (isDemo) params.set('demo', '1');
  return `/seamless?${params}`;
}
