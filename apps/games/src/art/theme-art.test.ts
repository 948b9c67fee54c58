import { OFFERED_LANGUAGE_CODES } from '@playhall/contracts/languages';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../client/i18n/catalogues';
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

  it('names every symbol in each offered language of the game pages', async () => {
    for (const language of OFFERED_LANGUAGE_CODES) {
      const { symbols } = await loadCatalogue(language);
      for (const theme of SLOT_THEMES) {
        for (const symbol of theme.symbols) {
          // English needs no list; every other language names every symbol (a missing one would read in English).
          if (language !== 'en') expect(symbols[symbol.name], `${language} ${symbol.name}`).toBeTruthy();
        }
      }
    }
  });
});
