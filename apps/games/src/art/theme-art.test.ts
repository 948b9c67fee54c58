import { describe, expect, it } from 'vitest';
import { symbolName } from '../client/i18n/symbol-names';
import { SLOT_THEMES } from '../engines/slot/themes';
import { paintDefs, paintsUsed, pictureSvg } from './paint';
import { symbolPicture, THEME_ART } from './theme-art';

describe('slot theme art', () => {
  it('draws every symbol of every theme, each one differently, and no emoji', () => {
    for (const theme of SLOT_THEMES) {
      const art = THEME_ART[theme.id];
      expect(art, theme.id).toBeDefined();
      expect(art?.symbols).toHaveLength(theme.symbols.length);
      const drawn = theme.symbols.map((symbol) => pictureSvg(symbolPicture(theme.id, symbol.id)));
      for (const svg of drawn) {
        expect(svg.length).toBeGreaterThan(40);
        expect(svg).not.toMatch(/\p{Extended_Pictographic}/u);
      }
      expect(new Set(drawn).size, theme.id).toBe(drawn.length);
      for (const hero of art?.heroes ?? []) expect(hero).toBeLessThan(theme.symbols.length);
    }
    expect(symbolPicture('unknown', 0)).toEqual([]);
  });

  it('writes SVG that names only the paints it defines', () => {
    const svg = pictureSvg(symbolPicture('fruits', 0));
    expect(svg).toMatch(/^<(circle|path|g|ellipse|rect|polygon)/);
    expect(svg).toContain('stroke-width=');
    const used = paintsUsed(svg);
    expect(used).toContain('red');
    for (const name of used) expect(paintDefs(used)).toContain(`id="ph-${name}"`);
  });

  it('names every symbol in each language of the game pages', () => {
    for (const theme of SLOT_THEMES) {
      for (const symbol of theme.symbols) {
        expect(symbolName(symbol.name, 'en')).toBe(symbol.name);
        const translated = [symbolName(symbol.name, 'zh-CN'), symbolName(symbol.name, 'vi')];
        // A missing translation falls back to English: every name here has its own.
        if (!['Ten', 'Jack', 'Queen', 'King', 'Ace', 'Bar', 'Pharaoh', 'Ankh', 'Joker'].includes(symbol.name))
          expect(translated, symbol.name).not.toContain(symbol.name);
      }
    }
  });
});
