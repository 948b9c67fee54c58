import { createHash } from 'node:crypto';
import { PAYLINES } from './paylines';
import { SLOT_PROFILES, VOLATILITIES } from './profiles';
import type { SlotDefinition } from './slot-types';
import { SLOT_THEMES, type SlotTheme } from './themes';

function themeOfDigest(digest: Buffer): SlotTheme | undefined {
  return SLOT_THEMES[(digest[0] ?? 0) % SLOT_THEMES.length];
}

/** The theme a game code's reels show: what its name (catalogue/built-in-games.ts) and its art are drawn from. */
export function slotThemeFor(gameCode: string): SlotTheme {
  const theme = themeOfDigest(createHash('sha256').update(gameCode, 'utf8').digest());
  if (theme === undefined) throw new Error('slotThemeFor: no themes defined');
  return theme;
}

/**
 * The slot a game code plays. SHA-256 of the code picks the theme (first byte, 8 themes divide 256 evenly) and
 * the volatility profile (bytes 4–7 as a 32-bit word mod 3), so the ~thousands of demo slot codes spread over
 * every theme/profile pair and a code always plays the same game, on every server, without storing anything.
 */
export function slotFor(gameCode: string): SlotDefinition {
  const digest = createHash('sha256').update(gameCode, 'utf8').digest();
  const theme = themeOfDigest(digest);
  const volatility = VOLATILITIES[digest.readUInt32BE(4) % VOLATILITIES.length];
  if (theme === undefined || volatility === undefined)
    throw new Error('slotFor: no themes or profiles defined');
  return {
    ...SLOT_PROFILES[volatility],
    gameCode,
    themeId: theme.id,
    themeName: theme.name,
    symbols: theme.symbols,
    paylines: PAYLINES,
  };
}
