import { cardRanks } from './card-ranks';
import { circle, ellipse, path, polygon, rect, stroke } from './draw';
import { gloss, INK, type Picture, paint } from './paint';

const SHELL: Picture = [
  path('M50 84 L13 42 Q14 14 50 11 Q86 14 87 42 Z', 'pink'),
  stroke('M50 84 L21 26 M50 84 L35 15 M50 84 L50 11 M50 84 L65 15 M50 84 L79 26', INK, 1.8, { opacity: 0.4 }),
  rect(37, 78, 26, 11, 4, 'pink'),
  gloss(40, 24, 10, 4, 0.5),
];

const FISH: Picture = [
  polygon('28,50 7,30 13,50 7,70', 'blue'),
  path('M46 30 Q58 10 72 30Z', 'blue'),
  path('M24 50 Q40 20 70 29 Q87 37 90 50 Q87 63 70 71 Q40 80 24 50Z', 'blue'),
  stroke('M45 29 Q39 50 45 73', '#ffffff', 6),
  stroke('M61 29 Q56 50 61 71', '#ffd21f', 5),
  circle(77, 46, 5, '#ffffff', { strokeWidth: 1.5 }),
  circle(78, 46, 2.4, INK, { stroke: 'none' }),
];

const TURTLE: Picture = [
  ellipse(27, 28, 12, 6, 'teal', { transform: 'rotate(-35 27 28)' }),
  ellipse(27, 76, 12, 6, 'teal', { transform: 'rotate(35 27 76)' }),
  ellipse(66, 24, 13, 6, 'teal', { transform: 'rotate(30 66 24)' }),
  ellipse(66, 80, 13, 6, 'teal', { transform: 'rotate(-30 66 80)' }),
  circle(86, 52, 10, 'teal'),
  circle(89, 49, 2, INK, { stroke: 'none' }),
  ellipse(48, 52, 32, 26, 'green'),
  polygon('40,40 56,40 62,52 56,64 40,64 34,52', '#ffffff', { stroke: INK, strokeWidth: 1.5, opacity: 0.35 }),
  stroke('M40 40 L30 30 M56 40 L64 30 M62 52 L80 52 M56 64 L64 74 M40 64 L30 74 M34 52 L16 52', INK, 1.5, {
    opacity: 0.4,
  }),
];

const DOLPHIN: Picture = [
  path('M50 32 Q53 17 64 13 Q60 24 62 31Z', 'blue'),
  path('M28 68 L10 82 L14 68 L4 58 Z', 'blue'),
  path('M58 60 Q57 73 48 78 Q52 68 50 62Z', 'blue'),
  path('M8 70 Q24 34 60 30 Q78 29 88 40 Q94 42 97 46 Q90 48 86 47 Q80 58 62 64 Q44 70 26 68 Z', 'blue'),
  stroke('M32 66 Q58 64 82 50', '#ffffff', 4, { opacity: 0.55 }),
  circle(80, 40, 2.4, INK, { stroke: 'none' }),
];

const TRIDENT: Picture = [
  rect(45.5, 34, 9, 62, 3, 'gold'),
  path(
    'M20 8 L27 40 Q50 54 73 40 L80 8 L70 32 Q63 40 57 39 L57 10 L50 2 L43 10 L43 39 Q37 40 30 32 Z',
    'gold',
  ),
  circle(50, 56, 6, 'teal', { strokeWidth: 1.5 }),
];

const CLAM: Picture = [
  path('M10 50 Q50 2 90 50 Z', 'pink'),
  stroke('M50 50 L26 22 M50 50 L50 12 M50 50 L74 22', INK, 1.8, { opacity: 0.35 }),
  path('M8 56 Q50 100 92 56 Z', 'pink'),
  circle(50, 58, 14, 'ivory'),
  gloss(45, 53, 5, 4, 0.9),
  circle(50, 58, 24, 'none', { stroke: paint('ice'), strokeWidth: 1.5, opacity: 0.6 }),
];

/** Ocean: ranks, then shell, fish, turtle and dolphin; the trident is wild, the pearl in its clam scatters. */
export const OCEAN_SYMBOLS: readonly Picture[] = [
  ...cardRanks(['teal', 'green', 'purple', 'blue', 'gold']),
  SHELL,
  FISH,
  TURTLE,
  DOLPHIN,
  TRIDENT,
  CLAM,
];
