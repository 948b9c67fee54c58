import { LANGUAGE_CODES } from '@playhall/contracts/languages';
import { builtInGameName } from '@playhall/games/catalogue/built-in-games';
import { describe, expect, it } from 'vitest';
import { type GameRow, gameName, toTile } from '../modules/catalogue/game-catalogue';
import { DEMO_FLAG_SHARES, type DemoGame, demoGames } from './demo-games';

const rows = demoGames();

function share(list: readonly DemoGame[], flagged: (row: DemoGame) => boolean) {
  const playable = list.filter((row) => row.isGame === 'GAME');
  return playable.filter(flagged).length / playable.length;
}

describe('the demo catalogue', () => {
  it('badges a realistic share of the playable games HOT (about 5 %) and NEW (about 3 %)', () => {
    expect(DEMO_FLAG_SHARES).toEqual({ hot: 0.05, new: 0.03 });
    expect(share(rows, (row) => row.isHot)).toBeGreaterThan(0.04);
    expect(share(rows, (row) => row.isHot)).toBeLessThan(0.06);
    expect(share(rows, (row) => row.isNew)).toBeGreaterThan(0.02);
    expect(share(rows, (row) => row.isNew)).toBeLessThan(0.04);
    expect(rows.some((row) => row.isGame === 'VASSALAGE' && (row.isHot || row.isNew))).toBe(false);
  });

  it('takes the shares from the seed’s settings', () => {
    const busy = demoGames({ hot: 0.5, new: 0 });
    expect(share(busy, (row) => row.isHot)).toBeGreaterThan(0.45);
    expect(busy.some((row) => row.isNew)).toBe(false);
  });

  it('is the same on every machine', () => {
    expect(demoGames()).toEqual(rows);
  });

  it('calls every built-in game by the provider’s name: on its tile, in its records, on its game page', () => {
    const disagreeing: string[] = [];
    for (const row of rows) {
      const game: GameRow = { ...row, enabled: true, createdAt: new Date(0) };
      // Languages the games do not speak fall back to English on every side.
      for (const language of LANGUAGE_CODES) {
        const tile = toTile(game, language).gameName;
        // The betting record names a bet with gameName of its catalogue row (bets/bet-records.ts).
        const record = gameName(game, language);
        const page = builtInGameName(row.vendorCode, row.gameCode, language);
        if (tile !== record || record !== page)
          disagreeing.push(`${row.gameCode} ${language}: ${tile}/${page}`);
      }
    }
    expect(disagreeing).toEqual([]);
  });
});
