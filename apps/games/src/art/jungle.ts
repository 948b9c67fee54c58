import { cardRanks } from './card-ranks';
import { circle, ellipse, path, polygon, rect, stroke } from './draw';
import { gloss, INK, type Picture } from './paint';

const BANANA = 'M22 26 Q28 80 86 76 Q91 71 86 67 Q42 66 32 24Z';
const BANANAS: Picture = [
  path(BANANA, 'lemon', { transform: 'rotate(-14 30 30)' }),
  path(BANANA, 'lemon', { transform: 'translate(2 4)' }),
  path(BANANA, 'lemon', { transform: 'rotate(14 30 30) translate(2 6)' }),
  rect(18, 14, 12, 14, 3, 'brown', { transform: 'rotate(-20 24 21)' }),
];

const PAW: Picture = [
  path('M50 50 Q70 50 74 68 Q76 86 60 84 Q50 80 40 84 Q24 86 26 68 Q30 50 50 50Z', 'brown'),
  ellipse(24, 42, 8, 10, 'brown', { transform: 'rotate(-25 24 42)' }),
  ellipse(40, 27, 8, 11, 'brown'),
  ellipse(60, 27, 8, 11, 'brown'),
  ellipse(76, 42, 8, 10, 'brown', { transform: 'rotate(25 76 42)' }),
  gloss(44, 58, 8, 4, 0.35),
];

const SNAKE_D = 'M18 86 Q6 60 34 56 Q66 52 62 34 Q60 16 40 21';
const SNAKE: Picture = [
  stroke(SNAKE_D, INK, 16),
  stroke(SNAKE_D, '#2eb548', 10),
  stroke(SNAKE_D, '#c2f7a8', 3, { strokeDasharray: '3 6', opacity: 0.7 }),
  stroke('M27 21 L18 19 M18 19 L13 14 M18 19 L13 24', '#e3182b', 2.5),
  ellipse(38, 21, 12, 9, 'green'),
  circle(40, 17, 2.6, 'lemon', { strokeWidth: 1.2 }),
];

const TIGER: Picture = [
  circle(24, 28, 11, 'orange'),
  circle(76, 28, 11, 'orange'),
  circle(24, 28, 5, 'pink', { stroke: 'none' }),
  circle(76, 28, 5, 'pink', { stroke: 'none' }),
  circle(50, 54, 33, 'orange'),
  stroke(
    'M50 22 V35 M41 23 L43 33 M59 23 L57 33 M18 50 L29 52 M18 61 L29 59 M82 50 L71 52 M82 61 L71 59',
    INK,
    4,
  ),
  ellipse(50, 67, 17, 12, 'ivory'),
  ellipse(38, 47, 5.5, 4.5, 'lemon', { strokeWidth: 1.5 }),
  ellipse(62, 47, 5.5, 4.5, 'lemon', { strokeWidth: 1.5 }),
  ellipse(38, 47, 1.5, 3.5, INK, { stroke: 'none' }),
  ellipse(62, 47, 1.5, 3.5, INK, { stroke: 'none' }),
  polygon('44,58 56,58 50,65', '#7e0d48', { strokeWidth: 1.5 }),
];

const TIKI: Picture = [
  rect(24, 10, 52, 82, 14, 'gold'),
  path('M30 34 Q38 24 46 34 M54 34 Q62 24 70 34', 'none', { strokeWidth: 4 }),
  circle(38, 42, 8, '#ffffff'),
  circle(62, 42, 8, '#ffffff'),
  circle(38, 42, 3.5, INK, { stroke: 'none' }),
  circle(62, 42, 3.5, INK, { stroke: 'none' }),
  polygon('50,44 57,60 43,60', 'orange', { strokeWidth: 2 }),
  rect(33, 66, 34, 14, 4, 'dark'),
  stroke('M40 66 V80 M50 66 V80 M60 66 V80', '#fff4b8', 2),
  gloss(36, 18, 8, 3, 0.5),
];

const VOLCANO: Picture = [
  path('M40 36 Q28 10 50 3 Q72 10 60 36Z', 'orange'),
  path('M45 34 Q40 18 50 12 Q60 18 55 34Z', '#fff3a0', { stroke: 'none' }),
  polygon('7,90 36,36 64,36 93,90', 'brown'),
  path('M36 36 H64 L58 48 Q52 58 56 70 L48 66 Q44 54 42 44 Z', 'orange', { strokeWidth: 2 }),
  ellipse(50, 36, 14, 3, '#9a3d00', { stroke: 'none' }),
  circle(26, 18, 3, 'orange', { strokeWidth: 1.2 }),
  circle(76, 14, 3.5, 'orange', { strokeWidth: 1.2 }),
  circle(70, 28, 2.5, 'orange', { strokeWidth: 1.2 }),
];

/** Jungle: ranks, then bananas, a paw print, the snake and the tiger; the tiki idol is wild, a volcano scatters. */
export const JUNGLE_SYMBOLS: readonly Picture[] = [
  ...cardRanks(['green', 'teal', 'orange', 'red', 'gold']),
  BANANAS,
  PAW,
  SNAKE,
  TIGER,
  TIKI,
  VOLCANO,
];
