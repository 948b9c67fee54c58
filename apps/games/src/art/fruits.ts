import { circle, ellipse, letters, path, polygon, rect, starPoints, stroke } from './draw';
import { gloss, type Picture } from './paint';

const STEM = '#6b3a12';
const leaf = (d: string) => path(d, 'green', { strokeWidth: 2 });

const CHERRY: Picture = [
  stroke('M34 62 Q40 36 62 16', STEM, 4),
  stroke('M64 66 Q62 40 62 16', STEM, 4),
  leaf('M62 17 Q76 4 90 14 Q78 28 62 17Z'),
  circle(33, 67, 17, 'red'),
  circle(65, 71, 17, 'red'),
  gloss(27, 60, 6, 4),
  gloss(59, 64, 6, 4),
];

const LEMON: Picture = [
  path(
    'M8 54 Q14 45 22 42 Q36 26 56 27 Q76 28 84 42 Q91 46 93 54 Q90 61 84 65 Q75 81 53 81 Q32 80 22 66 Q14 62 8 54Z',
    'lemon',
  ),
  gloss(46, 40, 18, 6),
  leaf('M52 27 Q58 12 74 12 Q68 26 52 27Z'),
];

const ORANGE: Picture = [
  circle(50, 56, 32, 'orange'),
  gloss(39, 42, 12, 7),
  stroke('M50 25 Q50 18 54 14', STEM, 3.5),
  leaf('M52 22 Q62 8 78 14 Q70 28 52 22Z'),
  circle(50, 86, 2, '#9a3d00', { stroke: 'none' }),
];

const PLUM: Picture = [
  path('M50 30 Q80 20 84 52 Q85 82 52 86 Q18 85 17 53 Q18 24 50 30Z', 'purple'),
  stroke('M50 33 Q42 58 50 84', '#43127a', 2.5, { opacity: 0.6 }),
  gloss(34, 44, 8, 10, 0.4),
  stroke('M50 31 Q50 22 46 16', STEM, 3.5),
  leaf('M48 22 Q58 6 76 12 Q66 26 48 22Z'),
];

const GRAPE_ROWS: [number, number][] = [
  [31, 36],
  [50, 36],
  [69, 36],
  [40.5, 53],
  [59.5, 53],
  [50, 70],
];
const GRAPES: Picture = [
  stroke('M50 26 Q52 16 58 10', STEM, 4),
  leaf('M53 21 Q66 4 86 12 Q76 30 53 21Z'),
  ...GRAPE_ROWS.flatMap(([x, y]) => [circle(x, y, 12, 'purple'), gloss(x - 4, y - 5, 4, 3, 0.55)]),
];

const WATERMELON: Picture = [
  path('M8 32 A42 42 0 0 0 92 32 Z', 'green'),
  path('M14 33 A36 36 0 0 0 86 33 Z', '#f4f1dc', { stroke: 'none' }),
  path('M19 34 A31 31 0 0 0 81 34 Z', 'red', { stroke: 'none' }),
  ...[
    [36, 44],
    [50, 50],
    [64, 44],
    [43, 58],
    [57, 58],
  ].map(([x = 0, y = 0]) => ellipse(x, y, 2.2, 3.5, '#1d0f2e', { stroke: 'none' })),
  gloss(32, 38, 10, 2.5, 0.35),
];

const BELL: Picture = [
  circle(50, 13, 5, 'gold'),
  path(
    'M50 16 Q61 16 63 25 Q79 31 79 57 Q79 68 88 75 L12 75 Q21 68 21 57 Q21 31 37 25 Q39 16 50 16Z',
    'gold',
  ),
  circle(50, 85, 7, 'gold'),
  rect(9, 71, 82, 10, 5, 'gold'),
  gloss(37, 46, 6, 15, 0.4),
];

const BAR: Picture = [
  rect(6, 28, 88, 44, 10, 'dark', { stroke: '#f7bd1c', strokeWidth: 3.5 }),
  rect(12, 34, 76, 32, 6, '#0f141f', { stroke: 'none' }),
  letters(50, 60, 27, 'BAR', 'gold'),
];

const SEVEN_D = 'M20 16 H82 V30 Q62 50 54 86 H32 Q38 56 60 32 H20 Z';
const SEVEN: Picture = [
  path(SEVEN_D, 'red', { strokeWidth: 7 }),
  path(SEVEN_D, 'none', { stroke: '#ffe27a', strokeWidth: 2 }),
  gloss(40, 22, 14, 3, 0.5),
];

const JOKER: Picture = [
  path('M20 70 Q8 42 22 22 Q30 46 42 66Z', 'red'),
  path('M58 66 Q70 46 78 22 Q92 42 80 70Z', 'green'),
  path('M38 68 Q42 32 50 12 Q58 32 62 68Z', 'purple'),
  circle(22, 22, 6, 'gold'),
  circle(78, 22, 6, 'gold'),
  circle(50, 12, 6, 'gold'),
  path('M16 68 Q50 80 84 68 L82 84 Q50 94 18 84Z', 'gold'),
];

const STAR: Picture = [
  polygon(starPoints(50, 52, 42, 18, 5), 'gold'),
  polygon(starPoints(50, 52, 22, 9, 5), '#fff6c8', { stroke: 'none', opacity: 0.7 }),
];

/** Fruits: the classic fruit machine, cherry lowest and seven highest; a jester's hat is wild, a star scatters. */
export const FRUIT_SYMBOLS: readonly Picture[] = [
  CHERRY,
  LEMON,
  ORANGE,
  PLUM,
  GRAPES,
  WATERMELON,
  BELL,
  BAR,
  SEVEN,
  JOKER,
  STAR,
];
