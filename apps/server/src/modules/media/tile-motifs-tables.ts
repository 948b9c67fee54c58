import { circle, ellipse, path, polygon, rect, starPoints, stroke } from '@playhall/games/art/draw';
import { gloss, group, type Picture, type Shape } from '@playhall/games/art/paint';
import { symbolPicture } from '@playhall/games/art/theme-art';
import { card, cardOf, chip, die } from './tile-cards';

/** Motifs of table and card games, each varied by the game's seed (100 × 100 boxes). */
export type MotifDrawing = (seed: number) => Picture;

const hand = (seed: number, count: number, spread: number, y = 54): Shape[] =>
  Array.from({ length: count }, (_, index) => {
    const { rank, suit } = cardOf(seed, index);
    const offset = index - (count - 1) / 2;
    return card(50 + offset * 17, y + Math.abs(offset) * 3, offset * spread, rank, suit);
  });

function wedge(index: number, count: number, radius: number): string {
  const at = (step: number) => {
    const angle = (2 * Math.PI * step) / count - Math.PI / 2;
    return `${(50 + radius * Math.cos(angle)).toFixed(1)} ${(50 + radius * Math.sin(angle)).toFixed(1)}`;
  };
  return `M50 50 L${at(index)} A${radius} ${radius} 0 0 1 ${at(index + 1)} Z`;
}

const roulette: MotifDrawing = (seed) => [
  circle(50, 50, 44, 'brown'),
  ...Array.from({ length: 18 }, (_, index) =>
    path(wedge(index, 18, 36), index === 0 ? '#15803d' : index % 2 ? '#c81e1e' : '#151a26', {
      strokeWidth: 1,
      stroke: '#f7bd1c',
    }),
  ),
  circle(50, 50, 20, 'brown', { strokeWidth: 2 }),
  circle(50, 50, 11, 'gold'),
  stroke('M50 34 V66 M34 50 H66', '#f7bd1c', 3),
  circle(50 + 28 * Math.cos(seed % 6), 50 + 28 * Math.sin(seed % 6), 4, 'silver', { strokeWidth: 1.5 }),
  gloss(34, 24, 14, 5, 0.3),
];

const baccarat: MotifDrawing = (seed) => [
  ...chip(18, 80, 13, 'red'),
  ...chip(84, 78, 12, 'blue'),
  ...hand(seed, 2, 12, 44),
];

const blackjack: MotifDrawing = (seed) => [
  ...chip(80, 82, 13, 'green'),
  card(38, 52, -10, 'A', cardOf(seed, 0).suit),
  card(60, 50, 10, ['K', 'Q', 'J', '10'][seed % 4] ?? 'K', cardOf(seed, 1).suit),
];

const sicbo: MotifDrawing = (seed) => [
  ellipse(50, 74, 40, 12, '#000000', { stroke: 'none', opacity: 0.25 }),
  die(30, 60, 30, (seed % 6) + 1, -12),
  die(70, 62, 30, ((seed >>> 3) % 6) + 1, 10),
  die(50, 32, 30, ((seed >>> 6) % 6) + 1, 4),
];

const dragonTiger: MotifDrawing = () => [
  group('translate(-6 10) scale(0.62)', symbolPicture('dragon', 9)),
  group('translate(44 12) scale(0.62)', symbolPicture('jungle', 8)),
  polygon(starPoints(50, 30, 13, 5, 4), 'lemon', { strokeWidth: 1.5 }),
];

const fantan: MotifDrawing = (seed) => [
  ellipse(50, 64, 40, 22, 'brown'),
  ...Array.from({ length: 9 + (seed % 5) }, (_, index) =>
    circle(26 + ((index * 37) % 48), 54 + ((index * 23) % 18), 6, index % 3 ? 'ivory' : 'silver', {
      strokeWidth: 1.5,
    }),
  ),
  path('M22 42 Q50 8 78 42 Z', 'gold'),
];

const holdem: MotifDrawing = (seed) => [
  ...chip(20, 78, 12, 'red'),
  ...chip(34, 84, 12, 'blue'),
  ...chip(80, 80, 12, 'dark'),
  ...hand(seed, 3, 0, 44),
];

const niuniu: MotifDrawing = (seed) => [...hand(seed, 5, 11, 56)];

const mahjong: MotifDrawing = (seed) => {
  const tile = (x: number, angle: number, dots: number): Shape =>
    group(`translate(${x} 52) rotate(${angle})`, [
      rect(-19, -26, 38, 56, 6, 'green'),
      rect(-19, -30, 38, 54, 6, 'ivory'),
      ...Array.from({ length: dots }, (_, index) =>
        circle(
          dots === 1 ? 0 : -9 + (index % 2) * 18,
          dots === 1 ? -3 : -17 + Math.floor(index / 2) * 14,
          dots === 1 ? 11 : 5,
          index % 2 ? 'red' : 'blue',
          { strokeWidth: 1.5 },
        ),
      ),
    ]);
  return [tile(30, -8, 1 + (seed % 2) * 3), tile(70, 8, 2 + ((seed >>> 2) % 3) * 2)];
};

const paigow: MotifDrawing = (seed) => {
  const domino = (x: number, angle: number, top: number, bottom: number): Shape =>
    group(`translate(${x} 50) rotate(${angle})`, [
      rect(-15, -32, 30, 64, 6, 'dark'),
      stroke('M-10 0 H10', '#ffffff', 2),
      ...[
        [top, -16],
        [bottom, 16],
      ].flatMap(([count = 1, y = 0]) =>
        Array.from({ length: count }, (_, index) =>
          circle(
            count === 1 ? 0 : index % 2 ? 6 : -6,
            y + (count > 2 ? (index < 2 ? -6 : 6) : 0),
            3.2,
            index === 0 ? '#ef4444' : '#ffffff',
            {
              stroke: 'none',
            },
          ),
        ),
      ),
    ]);
  return [domino(34, -10, 1 + (seed % 4), 2 + ((seed >>> 2) % 3)), domino(66, 10, 4, 1 + ((seed >>> 4) % 4))];
};

const scratch: MotifDrawing = (seed) => [
  rect(12, 20, 76, 60, 8, 'gold'),
  rect(20, 30, 60, 40, 5, 'silver', { strokeWidth: 1.5 }),
  path('M20 50 Q34 40 46 56 Q58 70 80 48 V70 H20Z', '#fff4b8', { strokeWidth: 1.5 }),
  [
    'text',
    {
      x: 50,
      y: 67,
      fontSize: 14,
      fontFamily: 'Arial, sans-serif',
      fontWeight: 900,
      textAnchor: 'middle',
      fill: '#c81e1e',
    },
    `×${[5, 10, 20, 50][seed % 4]}`,
  ],
  circle(78, 78, 12, 'gold'),
];

const videoPoker: MotifDrawing = (seed) => [
  rect(8, 18, 84, 62, 8, 'dark'),
  rect(14, 24, 72, 50, 4, '#0b1d4a', { stroke: 'none' }),
  ...[0, 1, 2].map((index) => {
    const { rank, suit } = cardOf(seed, index);
    return card(28 + index * 22, 49, 0, rank, suit, 0.62);
  }),
  rect(20, 84, 60, 8, 3, 'red'),
];

const jackpot: MotifDrawing = () => [
  ...[
    [30, 30],
    [50, 22],
    [70, 30],
    [40, 38],
    [60, 38],
  ].map(([x = 0, y = 0]) => ellipse(x, y, 11, 5, 'gold', { strokeWidth: 1.5 })),
  path('M14 44 H86 Q84 86 50 88 Q16 86 14 44Z', 'dark'),
  rect(10, 40, 80, 10, 5, 'dark'),
  polygon(starPoints(76, 16, 10, 3, 4), 'lemon', { strokeWidth: 1 }),
  gloss(34, 60, 8, 10, 0.2),
];

export const TABLE_MOTIFS: Readonly<Record<string, MotifDrawing>> = {
  baccarat,
  roulette,
  blackjack,
  sicbo,
  'dragon-tiger': dragonTiger,
  fantan,
  holdem,
  niuniu,
  mahjong,
  paigow,
  scratch,
  'video-poker': videoPoker,
  jackpot,
};
