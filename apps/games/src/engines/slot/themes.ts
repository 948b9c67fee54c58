import { SCATTER, type SlotSymbol, WILD } from './slot-types';

type Named = readonly [name: string, glyph: string];

/** A theme's look: nine regular symbols from lowest to highest pay, then its wild and its scatter. */
type ThemeSource = { id: string; name: string; regular: readonly Named[]; wild: Named; scatter: Named };

const SOURCES: readonly ThemeSource[] = [
  {
    id: 'fruits',
    name: 'Fruits',
    regular: [
      ['Cherry', '🍒'],
      ['Lemon', '🍋'],
      ['Orange', '🍊'],
      ['Plum', '🍑'],
      ['Grapes', '🍇'],
      ['Watermelon', '🍉'],
      ['Bell', '🔔'],
      ['Bar', '💰'],
      ['Seven', '7️⃣'],
    ],
    wild: ['Joker', '🃏'],
    scatter: ['Star', '⭐'],
  },
  {
    id: 'egypt',
    name: 'Egypt',
    regular: [
      ['Ankh', '☥'],
      ['Scarab', '🪲'],
      ['Snake', '🐍'],
      ['Cat', '🐈'],
      ['Falcon', '🦅'],
      ['Eye', '👁️'],
      ['Pyramid', '🔺'],
      ['Mask', '🎭'],
      ['Pharaoh', '👑'],
    ],
    wild: ['Sphinx', '🦁'],
    scatter: ['Sun', '☀️'],
  },
  {
    id: 'dragon',
    name: 'Dragon',
    regular: [
      ['Coin', '🪙'],
      ['Lantern', '🏮'],
      ['Wind Chime', '🎐'],
      ['Drum', '🥁'],
      ['Koi', '🐟'],
      ['Tiger', '🐅'],
      ['Jade', '🟢'],
      ['Pearl', '🔮'],
      ['Dragon', '🐉'],
    ],
    wild: ['Golden Dragon', '🐲'],
    scatter: ['Firecracker', '🧨'],
  },
  {
    id: 'ocean',
    name: 'Ocean',
    regular: [
      ['Shell', '🐚'],
      ['Shrimp', '🦐'],
      ['Crab', '🦀'],
      ['Fish', '🐠'],
      ['Octopus', '🐙'],
      ['Turtle', '🐢'],
      ['Dolphin', '🐬'],
      ['Shark', '🦈'],
      ['Whale', '🐋'],
    ],
    wild: ['Trident', '🔱'],
    scatter: ['Anchor', '⚓'],
  },
  {
    id: 'gems',
    name: 'Gems',
    regular: [
      ['Topaz', '🔶'],
      ['Sapphire', '🔷'],
      ['Amethyst', '🟣'],
      ['Emerald', '🟩'],
      ['Ruby', '🔴'],
      ['Pearl', '⚪'],
      ['Ring', '💍'],
      ['Crown', '👑'],
      ['Diamond', '💎'],
    ],
    wild: ['Sparkle', '✨'],
    scatter: ['Rainbow', '🌈'],
  },
  {
    id: 'space',
    name: 'Space',
    regular: [
      ['Asteroid', '🪨'],
      ['Moon', '🌙'],
      ['Comet', '☄️'],
      ['Satellite', '🛰️'],
      ['Planet', '🪐'],
      ['Rocket', '🚀'],
      ['Alien', '👽'],
      ['UFO', '🛸'],
      ['Astronaut', '🧑‍🚀'],
    ],
    wild: ['Black Hole', '🕳️'],
    scatter: ['Galaxy', '🌌'],
  },
  {
    id: 'jungle',
    name: 'Jungle',
    regular: [
      ['Leaf', '🍃'],
      ['Banana', '🍌'],
      ['Frog', '🐸'],
      ['Parrot', '🦜'],
      ['Snake', '🐍'],
      ['Monkey', '🐒'],
      ['Gorilla', '🦍'],
      ['Tiger', '🐯'],
      ['Lion', '🦁'],
    ],
    wild: ['Totem', '🗿'],
    scatter: ['Volcano', '🌋'],
  },
  {
    id: 'pirate',
    name: 'Pirates',
    regular: [
      ['Rum', '🍾'],
      ['Compass', '🧭'],
      ['Map', '🗺️'],
      ['Cannon', '💣'],
      ['Parrot', '🦜'],
      ['Ship', '⛵'],
      ['Swords', '⚔️'],
      ['Skull', '☠️'],
      ['Captain', '🏴‍☠️'],
    ],
    wild: ['Anchor', '⚓'],
    scatter: ['Treasure', '💰'],
  },
];

export type SlotTheme = { id: string; name: string; symbols: readonly SlotSymbol[] };

function toTheme(source: ThemeSource): SlotTheme {
  const regular = source.regular.map(
    ([name, glyph], id): SlotSymbol => ({ id, name, glyph, kind: 'regular' }),
  );
  const [wildName, wildGlyph] = source.wild;
  const [scatterName, scatterGlyph] = source.scatter;
  return {
    id: source.id,
    name: source.name,
    symbols: [
      ...regular,
      { id: WILD, name: wildName, glyph: wildGlyph, kind: 'wild' },
      { id: SCATTER, name: scatterName, glyph: scatterGlyph, kind: 'scatter' },
    ],
  };
}

export const SLOT_THEMES: readonly SlotTheme[] = SOURCES.map(toTheme);
