import { SLOT_THEMES } from '../../engines/slot/themes';
import { sha256Hex } from './browser-crypto';

export type ThemeSymbol = { id: number; name: string; kind: string };
export type ThemeSymbols = { themeId: string; symbols: ThemeSymbol[] };

/**
 * The symbols a game code shows, so a recomputed grid reads as the game did. The verify call answers symbol
 * ids only; the theme is the documented rule (docs/games/slot.md: first byte of SHA-256 of the code, mod the
 * number of themes) over the engine's own theme table, and the pictures are the theme's (src/art).
 */
export async function symbolsFor(gameCode: string): Promise<ThemeSymbols | null> {
  const digest = await sha256Hex(gameCode);
  if (!digest) return null;
  const theme = SLOT_THEMES[Number.parseInt(digest.slice(0, 2), 16) % SLOT_THEMES.length];
  return theme ? { themeId: theme.id, symbols: [...theme.symbols] } : null;
}
