import { circle, ellipse, path, polygon, rect, starPoints, stroke } from '@playhall/games/art/draw';
import { gloss, group, INK, type Picture, type Shape } from '@playhall/games/art/paint';
import { symbolPicture } from '@playhall/games/art/theme-art';
import type { MotifDrawing } from './tile-motifs-tables';

/** Motifs of lotteries, fishing, arcade games, sports and vendor lobbies (100 × 100 boxes). */

const BALL_FILLS = ['red', 'blue', 'gold', 'green', 'purple', 'orange'] as const;

const numeral = (x: number, y: number, size: number, text: string, fill = INK): Shape => [
  'text',
  {
    x,
    y,
    fontSize: size,
    fontFamily: 'Arial, Helvetica, sans-serif',
    fontWeight: 900,
    textAnchor: 'middle',
    fill,
  },
  text,
];

function ball(x: number, y: number, radius: number, digit: number, colour: number): Picture {
  return [
    circle(x, y, radius, BALL_FILLS[colour % BALL_FILLS.length] ?? 'red'),
    circle(x, y, radius * 0.58, '#ffffff', { stroke: 'none' }),
    numeral(x, y + radius * 0.3, radius * 0.85, String(digit)),
    gloss(x - radius * 0.35, y - radius * 0.45, radius * 0.3, radius * 0.18, 0.7),
  ];
}

const digitOf = (seed: number, n: number) => ((seed >>> (n * 4)) + n * 3) % 10;

/** Five drawn balls in one of three arrangements: an arc on a tray, a row, a pile. */
const BALL_LAYOUTS: readonly (readonly [number, number][])[] = [
  [
    [18, 62],
    [34, 42],
    [50, 34],
    [66, 42],
    [82, 62],
  ],
  [
    [14, 50],
    [32, 50],
    [50, 50],
    [68, 50],
    [86, 50],
  ],
  [
    [40, 46],
    [60, 46],
    [30, 71],
    [70, 71],
    [50, 72],
  ],
];
const fiveBalls: MotifDrawing = (seed) => {
  const layout = (seed >>> 5) % BALL_LAYOUTS.length;
  return [
    ...(layout === 2 ? [ellipse(50, 84, 34, 6, '#000000', { stroke: 'none', opacity: 0.3 })] : []),
    ...(BALL_LAYOUTS[layout] ?? []).flatMap(([x, y], index) =>
      ball(x, y, layout === 2 ? 16 : 13, digitOf(seed, index), (seed >>> 8) + index),
    ),
    ...(layout === 0 ? [rect(16, 74, 68, 12, 6, 'gold')] : []),
    ...(layout === 1 ? [rect(6, 66, 88, 10, 5, 'gold')] : []),
  ];
};

const vnLotto: MotifDrawing = (seed) => [
  rect(10, 22, 80, 56, 8, 'red'),
  stroke('M10 50 H90', '#ffffff', 1.5, { strokeDasharray: '3 3', opacity: 0.6 }),
  polygon(starPoints(30, 50, 14, 6, 5), 'lemon', { strokeWidth: 1.5 }),
  numeral(64, 45, 17, `${digitOf(seed, 0)}${digitOf(seed, 1)}`, '#fff4b8'),
  numeral(64, 66, 17, `${digitOf(seed, 2)}${digitOf(seed, 3)}${digitOf(seed, 4)}`, '#fff4b8'),
];

const fourD: MotifDrawing = (seed) => [
  ...[0, 1, 2, 3].flatMap((index) => [
    rect(8 + index * 22, 30, 19, 32, 4, index % 2 ? 'blue' : 'dark'),
    numeral(17.5 + index * 22, 54, 22, String(digitOf(seed, index)), '#ffffff'),
  ]),
  rect(14, 70, 72, 12, 6, 'gold'),
  numeral(50, 80, 10, '4D', INK),
];

const BUBBLES: Picture = [
  [14, 20, 4],
  [24, 9, 3],
  [86, 84, 4.5],
  [92, 70, 3],
].map(([x = 0, y = 0, r = 3]) => circle(x, y, r, '#e0f7ff', { strokeWidth: 1, opacity: 0.8 }));

/** A school: one of four sea creatures large, two small fish behind, facing the way the seed says. */
const SWIMMERS: readonly (readonly [theme: string, symbol: number])[] = [
  ['ocean', 6],
  ['dragon', 7],
  ['ocean', 8],
  ['ocean', 7],
];
const fish: MotifDrawing = (seed) => {
  const [theme, symbol] = SWIMMERS[seed % SWIMMERS.length] ?? ['ocean', 6];
  const flip = (seed >>> 3) % 2 ? 'translate(100 0) scale(-1 1)' : '';
  return [
    ...BUBBLES,
    group(`${flip} translate(58 6) scale(0.36)`, symbolPicture('ocean', 6)),
    group(`${flip} translate(66 58) scale(0.3)`, symbolPicture('ocean', 6), { opacity: 0.85 }),
    group(`${flip} translate(0 14) scale(0.78)`, symbolPicture(theme, symbol)),
  ];
};

const seaDragon: MotifDrawing = (seed) => [
  ...BUBBLES,
  group(`translate(${seed % 2 ? 58 : 4} 62) scale(0.34)`, symbolPicture('ocean', 6)),
  group('translate(10 2) scale(0.84)', symbolPicture('dragon', 9)),
];

const reef: MotifDrawing = (seed) => [
  ...BUBBLES,
  group('translate(2 40) scale(0.5)', symbolPicture('ocean', 5)),
  group(`translate(${seed % 2 ? 60 : 56} 8) scale(0.4)`, symbolPicture('ocean', 6)),
  group('translate(22 22) scale(0.7)', symbolPicture('ocean', 10)),
];

const shark: MotifDrawing = () => [
  path('M30 46 Q34 20 48 14 Q46 30 52 40Z', 'silver'),
  path('M18 56 L2 40 Q8 56 2 72Z', 'silver'),
  path('M14 56 Q34 34 64 38 Q86 42 96 56 Q86 70 62 72 Q34 76 14 56Z', 'silver'),
  path('M40 70 Q60 74 88 62', 'none', { stroke: '#ffffff', strokeWidth: 5, opacity: 0.7 }),
  stroke('M70 62 L90 60', INK, 2),
  circle(80, 50, 2.6, INK, { stroke: 'none' }),
  stroke('M62 48 V58 M66 47 V58', INK, 1.5, { opacity: 0.6 }),
];

const toad: MotifDrawing = () => [
  ellipse(50, 62, 34, 24, 'gold'),
  circle(32, 36, 11, 'gold'),
  circle(68, 36, 11, 'gold'),
  circle(32, 35, 5, INK, { stroke: 'none' }),
  circle(68, 35, 5, INK, { stroke: 'none' }),
  path('M30 64 Q50 76 70 64', 'none', { strokeWidth: 3 }),
  circle(50, 72, 9, 'orange'),
  rect(47, 69, 6, 6, 1, '#6b3a00', { stroke: 'none' }),
  gloss(40, 50, 10, 5, 0.5),
];

const plinko: MotifDrawing = (seed) => [
  ...Array.from({ length: 5 }, (_, row) =>
    Array.from({ length: row + 2 }, (_, index) =>
      circle(50 + (index - (row + 1) / 2) * 16, 18 + row * 14, 2.8, 'silver', { strokeWidth: 1 }),
    ),
  ).flat(),
  ...[0, 1, 2, 3, 4, 5].map((index) =>
    rect(6 + index * 15, 84, 13, 10, 2, index === 0 || index === 5 ? 'red' : index % 2 ? 'orange' : 'gold', {
      strokeWidth: 1.5,
    }),
  ),
  circle(42 + (seed % 3) * 8, 50, 5.5, 'pink'),
];

const rocket: MotifDrawing = () => [
  stroke('M6 92 Q40 88 58 50', '#2eb548', 4),
  group('translate(40 -4) scale(0.6)', symbolPicture('space', 7)),
  circle(12, 22, 2, '#ffffff', { stroke: 'none' }),
  circle(30, 12, 1.6, '#ffffff', { stroke: 'none' }),
];

const mines: MotifDrawing = (seed) => [
  ...Array.from({ length: 9 }, (_, index) =>
    rect(10 + (index % 3) * 28, 10 + Math.floor(index / 3) * 28, 24, 24, 5, 'night', { strokeWidth: 1.5 }),
  ),
  group(`translate(${10 + (seed % 3) * 28} 10) scale(0.24)`, symbolPicture('gems', 8)),
  circle(52, 52, 8, 'dark'),
  stroke('M57 45 Q62 38 66 40', '#f7bd1c', 2),
  group('translate(66 66) scale(0.24)', symbolPicture('gems', 8)),
];

const bingo: MotifDrawing = (seed) => [
  rect(14, 14, 56, 56, 6, 'ivory'),
  ...Array.from({ length: 9 }, (_, index) =>
    circle(
      26 + (index % 3) * 16,
      26 + Math.floor(index / 3) * 16,
      5,
      index === seed % 9 || index === 4 ? 'red' : '#e5e7eb',
      {
        strokeWidth: 1,
      },
    ),
  ),
  ...ball(72, 72, 18, (seed % 9) + 1, seed),
];

const sports: MotifDrawing = () => [
  ellipse(50, 88, 26, 5, '#000000', { stroke: 'none', opacity: 0.3 }),
  circle(50, 48, 36, 'silver'),
  polygon('50,36 61.4,44.3 57.1,57.7 42.9,57.7 38.6,44.3', 'dark', { strokeWidth: 1.5 }),
  stroke('M50 36 V14 M61 44 L82 36 M57 58 L70 78 M43 58 L30 78 M39 44 L18 36', INK, 2),
  gloss(38, 30, 10, 6, 0.6),
];

const esports: MotifDrawing = () => [
  path('M22 34 H78 Q94 34 94 60 Q94 82 80 80 Q72 78 66 66 H34 Q28 78 20 80 Q6 82 6 60 Q6 34 22 34Z', 'dark'),
  stroke('M24 50 V64 M17 57 H31', '#ffffff', 4),
  circle(70, 50, 5, 'red', { strokeWidth: 1.5 }),
  circle(80, 60, 5, 'blue', { strokeWidth: 1.5 }),
  circle(60, 60, 5, 'green', { strokeWidth: 1.5 }),
  circle(70, 70, 5, 'gold', { strokeWidth: 1.5 }),
  gloss(40, 40, 14, 3, 0.3),
];

const cockfight: MotifDrawing = (seed) => [
  path('M28 46 Q12 30 18 12 Q30 28 36 36 Q32 20 42 10 Q44 28 46 36Z', seed % 2 ? 'green' : 'blue'),
  path(
    'M40 80 Q24 70 28 50 Q34 36 52 36 Q56 22 68 22 Q78 24 80 34 L90 38 L80 42 Q82 60 70 72 Q58 82 40 80Z',
    'red',
  ),
  path('M62 22 Q64 12 70 14 Q72 8 78 12 Q76 18 72 24Z', 'red'),
  path('M80 42 Q84 50 78 54 Q74 50 78 44Z', 'red'),
  circle(70, 31, 3, '#ffffff', { strokeWidth: 1.2 }),
  stroke('M46 80 L42 94 M58 78 L60 94', '#f7bd1c', 3.5),
  path('M36 58 Q46 50 60 58 Q50 66 36 58Z', 'orange', { strokeWidth: 1.5 }),
];

export const MORE_MOTIFS: Readonly<Record<string, MotifDrawing>> = {
  'five-balls': fiveBalls,
  'vn-lotto': vnLotto,
  'four-d': fourD,
  fish,
  'sea-dragon': seaDragon,
  reef,
  shark,
  toad,
  plinko,
  rocket,
  mines,
  bingo,
  sports,
  esports,
  cockfight,
};
