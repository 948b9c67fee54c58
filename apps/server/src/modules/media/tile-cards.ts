import { circle, type Fill, path, rect } from '@playhall/games/art/draw';
import { type Element, group, type Picture, type Shape } from '@playhall/games/art/paint';

/** Playing cards, chips, dice: the pieces the table-game motifs are built from (100 × 100 boxes). */

const SUITS = {
  heart: 'M0 5 L-7 -2 Q-10 -7 -5.5 -9 Q-2 -10 0 -5.5 Q2 -10 5.5 -9 Q10 -7 7 -2 Z',
  diamond: 'M0 -9 L7 0 L0 9 L-7 0 Z',
  spade: 'M0 -9 Q-9 -1 -7 3.5 Q-4.5 7 -1 4.5 L-3 9 H3 L1 4.5 Q4.5 7 7 3.5 Q9 -1 0 -9 Z',
  club: 'M0 -9 A4.2 4.2 0 1 1 -1.2 -1.5 A4.2 4.2 0 1 1 -2 6 L-3 9 H3 L2 6 A4.2 4.2 0 1 1 1.2 -1.5 A4.2 4.2 0 1 1 0 -9 Z',
} as const;

export type Suit = keyof typeof SUITS;
const RED = '#d3122a';
const BLACK = '#151a26';
const colourOf = (suit: Suit) => (suit === 'heart' || suit === 'diamond' ? RED : BLACK);

const RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'] as const;
const SUIT_ORDER: Suit[] = ['spade', 'heart', 'club', 'diamond'];

/** The n-th card of a game's own hand: ranks and suits vary with the seed, so two tables show different hands. */
export function cardOf(seed: number, n: number): { rank: string; suit: Suit } {
  const value = (seed >>> (n * 3)) + n * 7;
  return { rank: RANKS[value % RANKS.length] ?? 'A', suit: SUIT_ORDER[(value >>> 2) % 4] ?? 'spade' };
}

/** A face-up card centred on (x, y), turned by `angle` degrees. */
export function card(x: number, y: number, angle: number, rank: string, suit: Suit, scale = 1): Shape {
  const colour = colourOf(suit);
  return group(`translate(${x} ${y}) rotate(${angle}) scale(${scale})`, [
    rect(-18, -25, 36, 50, 5, '#ffffff', { strokeWidth: 2 }),
    [
      'text',
      {
        x: -11,
        y: -10,
        fontSize: rank.length > 1 ? 11 : 13,
        fontFamily: 'Arial, Helvetica, sans-serif',
        fontWeight: 800,
        textAnchor: 'middle',
        fill: colour,
      },
      rank,
    ],
    path(SUITS[suit], colour, { stroke: 'none', transform: 'translate(3 7) scale(1.35)' }),
  ]);
}

/** A casino chip seen from above. */
export function chip(x: number, y: number, radius: number, fill: Fill): Picture {
  return [
    circle(x, y, radius, fill),
    circle(x, y, radius * 0.72, 'none', {
      stroke: '#ffffff',
      strokeWidth: radius * 0.22,
      strokeDasharray: `${radius * 0.45} ${radius * 0.35}`,
    }),
    circle(x, y, radius * 0.45, '#ffffff', { stroke: 'none', opacity: 0.35 }),
  ];
}

const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** A die showing `face` (1–6), centred on (x, y). */
export function die(x: number, y: number, size: number, face: number, angle = 0): Shape {
  const step = size * 0.27;
  const pips: Element[] = (PIPS[face] ?? PIPS[1] ?? []).map(([dx, dy]) =>
    circle(dx * step, dy * step, size * 0.09, face === 1 || face === 4 ? RED : BLACK, { stroke: 'none' }),
  );
  return group(`translate(${x} ${y}) rotate(${angle})`, [
    rect(-size / 2, -size / 2, size, size, size * 0.2, 'ivory'),
    ...pips,
  ]);
}
