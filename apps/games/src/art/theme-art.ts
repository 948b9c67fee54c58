import { DRAGON_SYMBOLS } from './dragon';
import { EGYPT_SYMBOLS } from './egypt';
import { FRUIT_SYMBOLS } from './fruits';
import { GEM_SYMBOLS } from './gems';
import { JUNGLE_SYMBOLS } from './jungle';
import { OCEAN_SYMBOLS } from './ocean';
import type { Picture } from './paint';
import { PIRATE_SYMBOLS } from './pirate';
import { SPACE_SYMBOLS } from './space';

/**
 * A slot theme's look: its symbols (indexed by symbol id: regulars lowest first, then wild, then scatter) and its
 * palette: `deep` and `mid` for backgrounds, `glow` for light, `accent` and `accent2` for the game page's chrome.
 * The game page and the lobby tile draw from the same entry.
 */
export type ThemeArt = {
  symbols: readonly Picture[];
  palette: { deep: string; mid: string; glow: string; accent: string; accent2: string };
  /** The symbols a tile may feature, most iconic first. */
  heroes: readonly number[];
};

export const THEME_ART: Readonly<Record<string, ThemeArt>> = {
  fruits: {
    symbols: FRUIT_SYMBOLS,
    palette: { deep: '#3a0626', mid: '#be185d', glow: '#ffcf6b', accent: '#ff4d6d', accent2: '#ffb347' },
    heroes: [8, 0, 6, 5, 7],
  },
  egypt: {
    symbols: EGYPT_SYMBOLS,
    palette: { deep: '#241503', mid: '#8a5a12', glow: '#f5d36b', accent: '#d4a017', accent2: '#1fb5a8' },
    heroes: [8, 9, 7, 6, 5],
  },
  dragon: {
    symbols: DRAGON_SYMBOLS,
    palette: { deep: '#33040a', mid: '#a1161f', glow: '#ffcc4d', accent: '#e11d48', accent2: '#10b981' },
    heroes: [9, 6, 7, 8, 5],
  },
  ocean: {
    symbols: OCEAN_SYMBOLS,
    palette: { deep: '#021f3a', mid: '#0369a1', glow: '#67e8f9', accent: '#0ea5e9', accent2: '#2dd4bf' },
    heroes: [8, 6, 9, 7, 10],
  },
  gems: {
    symbols: GEM_SYMBOLS,
    palette: { deep: '#240838', mid: '#7e22ce', glow: '#f0abfc', accent: '#d946ef', accent2: '#38bdf8' },
    heroes: [8, 7, 4, 3, 6],
  },
  space: {
    symbols: SPACE_SYMBOLS,
    palette: { deep: '#060a26', mid: '#3730a3', glow: '#a5b4fc', accent: '#6366f1', accent2: '#22d3ee' },
    heroes: [6, 8, 7, 9, 10],
  },
  jungle: {
    symbols: JUNGLE_SYMBOLS,
    palette: { deep: '#04260f', mid: '#15803d', glow: '#d9f99d', accent: '#22c55e', accent2: '#eab308' },
    heroes: [8, 9, 7, 10, 5],
  },
  pirate: {
    symbols: PIRATE_SYMBOLS,
    palette: { deep: '#1a0d04', mid: '#7c2d12', glow: '#fbbf24', accent: '#b45309', accent2: '#f43f5e' },
    heroes: [8, 10, 7, 5, 9],
  },
};

const NOTHING: Picture = [];

/** The picture of a symbol of a theme; nothing for an unknown theme or id. */
export function symbolPicture(themeId: string, symbolId: number): Picture {
  return THEME_ART[themeId]?.symbols[symbolId] ?? NOTHING;
}
