import { cardRanks } from './card-ranks';
import { circle, ellipse, path, polygon, rect, stroke } from './draw';
import { gloss, group, INK, type Picture, paint } from './paint';

const MOON: Picture = [
  path('M62 10 A40 40 0 1 0 90 72 A31 31 0 1 1 62 10Z', 'lemon'),
  circle(34, 46, 5, '#b89500', { stroke: 'none', opacity: 0.45 }),
  circle(44, 72, 7, '#b89500', { stroke: 'none', opacity: 0.45 }),
  circle(28, 64, 3, '#b89500', { stroke: 'none', opacity: 0.45 }),
];

const PLANET: Picture = [
  stroke('M6 56 A44 13 0 0 1 94 56', INK, 9),
  stroke('M6 56 A44 13 0 0 1 94 56', '#c084fc', 5),
  circle(50, 50, 27, 'orange'),
  stroke('M26 40 Q50 46 74 40 M24 56 Q50 62 76 56', '#9a3d00', 3, { opacity: 0.5 }),
  stroke('M6 56 A44 13 0 0 0 94 56', INK, 9),
  stroke('M6 56 A44 13 0 0 0 94 56', '#c084fc', 5),
  gloss(40, 36, 9, 5, 0.5),
];

const ROCKET: Picture = [
  group('rotate(35 50 50)', [
    path('M40 68 Q50 100 60 68Z', 'orange'),
    path('M44 68 Q50 88 56 68Z', '#fff3a0', { stroke: 'none' }),
    path('M33 46 L18 70 L34 66Z', 'red'),
    path('M67 46 L82 70 L66 66Z', 'red'),
    path('M50 4 Q71 24 68 62 L32 62 Q29 24 50 4Z', 'silver'),
    rect(37, 60, 26, 9, 3, 'dark'),
    circle(50, 34, 9, 'blue'),
    gloss(47, 31, 3, 2, 0.9),
  ]),
];

const UFO: Picture = [
  polygon('38,62 62,62 80,98 20,98', '#fff3a0', { stroke: 'none', opacity: 0.45 }),
  ellipse(50, 40, 19, 16, 'ice'),
  ellipse(50, 55, 44, 14, 'silver'),
  ...[22, 39, 61, 78].map((x) => circle(x, x === 22 || x === 78 ? 56 : 60, 4, 'lemon', { strokeWidth: 1.5 })),
  gloss(44, 33, 6, 4, 0.8),
];

const BLACK_HOLE: Picture = [
  circle(50, 50, 40, 'purple'),
  circle(50, 50, 30, '#5b21b6', { stroke: 'none', opacity: 0.8 }),
  ellipse(50, 50, 47, 13, 'none', { stroke: INK, strokeWidth: 8, transform: 'rotate(-20 50 50)' }),
  ellipse(50, 50, 47, 13, 'none', {
    stroke: paint('orange'),
    strokeWidth: 5,
    transform: 'rotate(-20 50 50)',
  }),
  circle(50, 50, 16, '#05020f'),
];

const ARMS =
  'M50 50 C70 40 82 20 62 10 M50 50 C30 60 18 80 38 90 M50 50 C60 70 80 82 90 62 M50 50 C40 30 20 18 10 38';
const GALAXY: Picture = [
  stroke(ARMS, '#7c3aed', 12, { opacity: 0.7 }),
  stroke(ARMS, '#f0abfc', 5),
  circle(50, 50, 12, 'lemon'),
  ...[
    [18, 18],
    [84, 24],
    [80, 86],
    [14, 72],
  ].map(([x = 0, y = 0]) => circle(x, y, 2.5, '#ffffff', { stroke: 'none' })),
];

/** Space: ranks, then moon, ringed planet, rocket and saucer; the black hole is wild, a galaxy scatters. */
export const SPACE_SYMBOLS: readonly Picture[] = [
  ...cardRanks(['teal', 'blue', 'pink', 'purple', 'gold']),
  MOON,
  PLANET,
  ROCKET,
  UFO,
  BLACK_HOLE,
  GALAXY,
];
