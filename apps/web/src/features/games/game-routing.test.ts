import { describe, expect, it } from 'vitest';
import { gamePagePath, gameRoute, offersFreeTrial } from './game-routing';

const tile = { vassalage: 'PG', gameType: 'RNG', isGame: 'GAME', gameCode: 'PG-1' } as const;

describe('where a game tile leads (portal-shell spec §4)', () => {
  it('launches an ordinary game', () => {
    expect(gameRoute(tile)).toEqual({ kind: 'launch' });
  });

  it('opens the vendor popup for a vendor tile, except the regional lottery lobby', () => {
    expect(gameRoute({ ...tile, isGame: 'VASSALAGE' })).toEqual({ kind: 'popup' });
    expect(gameRoute({ ...tile, isGame: 'VASSALAGE', vassalage: 'TCG_SEA' })).toEqual({
      kind: 'regional',
      path: '/sealottery',
    });
  });

  it('sends lottery games to their lottery page with the game code', () => {
    expect(gameRoute({ ...tile, vassalage: 'TCG_LOTTO_VN', gameCode: 'VN 1' })).toEqual({
      kind: 'lottery',
      path: '/vnLottery?gameCode=VN%201',
    });
    expect(gameRoute({ ...tile, vassalage: 'TCG_SEA' })).toEqual({
      kind: 'lottery',
      path: '/seaLottery?gameCode=PG-1',
    });
    expect(gameRoute({ ...tile, gameType: 'LOTT' })).toEqual({
      kind: 'lottery',
      path: '/lottery?gameCode=PG-1',
    });
    expect(gameRoute({ ...tile, gameType: 'ELOTT' })).toEqual({
      kind: 'lottery',
      path: '/lottery?gameCode=PG-1&launchMode=ELOTT',
    });
  });

  it('offers a free trial for games flagged freeplay or playable without support', () => {
    expect(offersFreeTrial({ isGame: 'GAME', freeplay: 1, supportPlay: 1 })).toBe(true);
    expect(offersFreeTrial({ isGame: 'GAME', freeplay: 0, supportPlay: 0 })).toBe(true);
    expect(offersFreeTrial({ isGame: 'GAME', freeplay: 0, supportPlay: 1 })).toBe(false);
    expect(offersFreeTrial({ isGame: 'VASSALAGE', freeplay: 1, supportPlay: 0 })).toBe(false);
  });

  it('builds the game page address, marked demo for a trial', () => {
    expect(gamePagePath(tile, false)).toBe('/seamless?gameCode=PG-1&vassalage=PG');
    expect(gamePagePath(tile, true)).toBe('/seamless?gameCode=PG-1&vassalage=PG&demo=1');
  });
});
