import { gzipSync } from 'node:zlib';
import { pictureSvg } from '@playhall/games/art/paint';
import { symbolPicture } from '@playhall/games/art/theme-art';
import { builtInGames } from '@playhall/games/catalogue/built-in-games';
import { describe, expect, it } from 'vitest';
import { renderGameTile, type TileArtInput } from './game-tile';

const games = builtInGames();

function tileOf(game: (typeof games)[number], brandColour = '#e11d48'): string {
  return renderGameTile({
    vendorCode: game.vendorCode,
    gameCode: game.gameCode,
    categoryCode: game.categoryCode,
    theme: game.theme,
    motif: game.motif,
    hero: game.hero,
    brandColour,
  });
}

/** Every 37th game: all categories, studios and themes, without drawing ten thousand tiles. */
const sample = games.filter((_, index) => index % 37 === 0);

describe('game tile art', () => {
  it('gives neighbouring games different pictures: the first rows of a studio and of a category', () => {
    for (const vendor of ['PG', 'JDB', 'PT', 'KY', 'TCG', 'TCG_SEA']) {
      const row = games.filter((game) => game.vendorCode === vendor && game.isGame === 'GAME').slice(0, 12);
      expect(new Set(row.map((game) => tileOf(game))).size, vendor).toBe(row.length);
    }
  });

  it('draws a slot from its reels’ theme and frames each slot studio its own way', () => {
    const slot = games.find((game) => game.classify === 'SLOT');
    if (!slot) throw new Error('no slot');
    const input: TileArtInput = { ...slot, brandColour: '#e11d48' };
    const frames = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'].map((vendorCode) =>
      renderGameTile({ ...input, vendorCode }).replaceAll(vendorCode, ''),
    );
    expect(new Set(frames).size).toBe(8);
    expect(renderGameTile({ ...input, theme: 'space' })).not.toBe(
      renderGameTile({ ...input, theme: 'egypt' }),
    );
  });

  it('features the symbol a slot’s name is about (a "… Koi" shows the koi)', () => {
    for (const slot of games.filter((game) => game.classify === 'SLOT').slice(0, 200)) {
      if (slot.theme === null || slot.hero === null) throw new Error(`${slot.gameCode} has no theme or hero`);
      expect(tileOf(slot), slot.names.en).toContain(pictureSvg(symbolPicture(slot.theme, slot.hero)));
    }
  });

  it('is the same picture for the same game, and carries no game name, only the studio’s mark', () => {
    for (const game of sample) {
      const svg = tileOf(game);
      expect(tileOf(game)).toBe(svg);
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
      for (const language of ['en', 'zh-CN', 'vi'] as const) {
        expect(texts, game.gameCode).not.toContain(game.names[language]);
      }
      expect(texts, game.gameCode).toContain(game.vendorCode.replaceAll('_', ' '));
    }
  });

  it('stays light for the lobby: under 8 kB of SVG, about 1 kB compressed', () => {
    const sizes = sample.map((game) => {
      const svg = tileOf(game);
      return { raw: Buffer.byteLength(svg), gzip: gzipSync(svg).length };
    });
    expect(Math.max(...sizes.map((size) => size.raw))).toBeLessThan(8_000);
    expect(Math.max(...sizes.map((size) => size.gzip))).toBeLessThan(2_000);
    const average = sizes.reduce((sum, size) => sum + size.gzip, 0) / sizes.length;
    expect(average).toBeLessThan(1_400);
  });
});
