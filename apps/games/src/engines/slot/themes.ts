import { SCATTER, type SlotSymbol, WILD } from './slot-types';

/** A theme's symbols: nine regular symbols from lowest to highest pay, then its wild and its scatter. */
type ThemeSource = { id: string; name: string; regular: readonly string[]; wild: string; scatter: string };

const RANKS = ['Ten', 'Jack', 'Queen', 'King', 'Ace'] as const;

/**
 * Names only: the pictures are drawn in `src/art` (THEME_ART, by the same ids), the maths is the profile's. Most
 * themes pay the card ranks lowest, as players know from themed slots; fruits and gems are pictures throughout.
 */
const SOURCES: readonly ThemeSource[] = [
  {
    id: 'fruits',
    name: 'Fruits',
    regular: ['Cherry', 'Lemon', 'Orange', 'Plum', 'Grapes', 'Watermelon', 'Bell', 'Bar', 'Seven'],
    wild: 'Joker',
    scatter: 'Star',
  },
  {
    id: 'egypt',
    name: 'Egypt',
    regular: [...RANKS, 'Ankh', 'Scarab', 'Eye of Horus', 'Pharaoh'],
    wild: 'Pyramid',
    scatter: 'Winged Sun',
  },
  {
    id: 'dragon',
    name: 'Dragon',
    regular: [...RANKS, 'Coin', 'Lantern', 'Koi', 'Gold Ingot'],
    wild: 'Dragon',
    scatter: 'Firecrackers',
  },
  {
    id: 'ocean',
    name: 'Ocean',
    regular: [...RANKS, 'Shell', 'Fish', 'Turtle', 'Dolphin'],
    wild: 'Trident',
    scatter: 'Pearl Clam',
  },
  {
    id: 'gems',
    name: 'Gems',
    regular: ['Topaz', 'Sapphire', 'Amethyst', 'Emerald', 'Ruby', 'Pearl', 'Ring', 'Crown', 'Diamond'],
    wild: 'Sparkle',
    scatter: 'Rainbow',
  },
  {
    id: 'space',
    name: 'Space',
    regular: [...RANKS, 'Moon', 'Planet', 'Rocket', 'UFO'],
    wild: 'Black Hole',
    scatter: 'Galaxy',
  },
  {
    id: 'jungle',
    name: 'Jungle',
    regular: [...RANKS, 'Bananas', 'Paw', 'Snake', 'Tiger'],
    wild: 'Tiki',
    scatter: 'Volcano',
  },
  {
    id: 'pirate',
    name: 'Pirates',
    regular: [...RANKS, 'Compass', 'Map', 'Ship’s Wheel', 'Skull'],
    wild: 'Anchor',
    scatter: 'Treasure',
  },
];

export type SlotTheme = { id: string; name: string; symbols: readonly SlotSymbol[] };

function toTheme(source: ThemeSource): SlotTheme {
  return {
    id: source.id,
    name: source.name,
    symbols: [
      ...source.regular.map((name, id): SlotSymbol => ({ id, name, kind: 'regular' })),
      { id: WILD, name: source.wild, kind: 'wild' },
      { id: SCATTER, name: source.scatter, kind: 'scatter' },
    ],
  };
}

export const SLOT_THEMES: readonly SlotTheme[] = SOURCES.map(toTheme);
