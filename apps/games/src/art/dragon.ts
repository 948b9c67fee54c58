import { cardRanks } from './card-ranks';
import { circle, ellipse, path, rect, stroke } from './draw';
import { gloss, INK, type Picture } from './paint';

const COIN: Picture = [
  circle(50, 50, 37, 'gold'),
  circle(50, 50, 28, 'none', { stroke: '#9c5c00', strokeWidth: 2 }),
  rect(40, 40, 20, 20, 2, '#6b3a00'),
  stroke('M50 17 V30 M50 70 V83 M17 50 H30 M70 50 H83', '#9c5c00', 4),
  gloss(38, 30, 10, 5, 0.5),
];

const LANTERN: Picture = [
  stroke('M50 2 V12', INK, 3),
  stroke('M50 86 V98', '#f7bd1c', 5),
  ellipse(50, 50, 33, 31, 'red'),
  stroke('M50 20 V80 M35 22 Q24 50 35 78 M65 22 Q76 50 65 78', INK, 2, { opacity: 0.35 }),
  rect(36, 11, 28, 10, 3, 'gold'),
  rect(36, 79, 28, 10, 3, 'gold'),
  gloss(38, 36, 7, 10, 0.4),
];

const KOI: Picture = [
  path('M24 50 L5 30 Q11 50 5 70 Z', 'orange'),
  path('M52 32 Q60 14 74 30Z', 'orange'),
  path('M20 50 Q36 28 62 30 Q84 34 92 50 Q84 66 62 70 Q36 72 20 50Z', 'orange'),
  ellipse(48, 40, 11, 6, '#ffffff', { stroke: 'none', opacity: 0.9 }),
  ellipse(64, 59, 8, 5, '#ffffff', { stroke: 'none', opacity: 0.9 }),
  circle(80, 46, 3.5, INK, { stroke: 'none' }),
  stroke('M91 53 Q97 60 93 68', INK, 2),
];

const INGOT: Picture = [
  ellipse(50, 44, 21, 15, 'gold'),
  path('M6 46 Q18 38 30 47 Q50 58 70 47 Q82 38 94 46 Q90 74 70 82 H30 Q10 74 6 46Z', 'gold'),
  gloss(44, 36, 8, 4, 0.7),
  gloss(24, 58, 6, 3, 0.4),
];

const DRAGON: Picture = [
  path('M22 64 L6 58 L17 52 L3 43 L18 40 L9 29 L27 31 L24 18 L38 28', 'red'),
  path('M34 30 Q30 10 45 3 Q40 18 47 28Z', 'gold'),
  path('M47 27 Q50 9 64 5 Q55 18 57 29Z', 'gold'),
  path(
    'M18 62 Q16 40 34 30 Q48 22 62 28 L80 26 Q93 29 91 42 L79 46 Q87 52 84 61 L64 62 Q56 77 40 79 Q24 79 18 62Z',
    'green',
  ),
  stroke('M64 51 Q74 54 85 50', INK, 2.5),
  ellipse(56, 40, 6.5, 4.5, 'gold', { strokeWidth: 1.5 }),
  ellipse(57, 40, 1.6, 3.6, INK, { stroke: 'none' }),
  circle(84, 35, 1.8, INK, { stroke: 'none' }),
  stroke('M88 44 Q99 52 93 67 M80 60 Q88 73 76 86', '#f7bd1c', 2.5),
  gloss(36, 44, 8, 5, 0.35),
];

const FIRECRACKERS: Picture = [
  stroke('M50 24 Q56 12 66 10', INK, 2.5),
  path('M66 4 L69 9 L75 9 L70 13 L72 19 L66 15 L61 19 L63 13 L58 9 L64 9 Z', 'lemon', { strokeWidth: 1.5 }),
  ...[30, 50, 70].flatMap((x, index) => [
    rect(x - 10, 26 + (index % 2) * 8, 20, 56, 4, 'red'),
    rect(x - 10, 38 + (index % 2) * 8, 20, 6, 0, 'gold', { strokeWidth: 1.5 }),
    rect(x - 10, 64 + (index % 2) * 8, 20, 6, 0, 'gold', { strokeWidth: 1.5 }),
  ]),
];

/** Dragon: ranks, then coin, lantern, koi and the gold ingot; the dragon is wild, firecrackers scatter. */
export const DRAGON_SYMBOLS: readonly Picture[] = [
  ...cardRanks(['green', 'teal', 'purple', 'red', 'gold']),
  COIN,
  LANTERN,
  KOI,
  INGOT,
  DRAGON,
  FIRECRACKERS,
];
