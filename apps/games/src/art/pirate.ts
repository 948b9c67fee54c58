import { cardRanks } from './card-ranks';
import { circle, ellipse, path, polygon, rect, stroke } from './draw';
import { gloss, group, INK, type Picture, paint } from './paint';

const COMPASS: Picture = [
  circle(50, 50, 40, 'gold'),
  circle(50, 50, 31, 'ivory'),
  stroke('M50 21 V27 M50 73 V79 M21 50 H27 M73 50 H79', INK, 2.5),
  polygon('50,22 58,50 42,50', 'red', { strokeWidth: 2 }),
  polygon('42,50 58,50 50,78', 'dark', { strokeWidth: 2 }),
  circle(50, 50, 4.5, 'gold', { strokeWidth: 1.5 }),
  gloss(38, 32, 8, 4, 0.6),
];

const MAP: Picture = [
  rect(18, 20, 64, 60, 3, 'ivory'),
  stroke('M30 68 Q38 42 54 52 Q64 58 64 38', '#e3182b', 3, { strokeDasharray: '4 4' }),
  stroke('M59 31 L69 41 M69 31 L59 41', '#e3182b', 4),
  path('M24 40 Q30 32 38 36 Q40 44 32 46 Q26 46 24 40Z', 'green', { strokeWidth: 1.5 }),
  rect(13, 13, 74, 11, 5, 'brown'),
  rect(13, 76, 74, 11, 5, 'brown'),
];

const SPOKES = 'M50 7 V93 M7 50 H93 M20 20 L80 80 M80 20 L20 80';
const WHEEL: Picture = [
  stroke(SPOKES, INK, 10),
  stroke(SPOKES, '#a3622a', 6),
  ...[
    [50, 7],
    [50, 93],
    [7, 50],
    [93, 50],
    [20, 20],
    [80, 80],
    [80, 20],
    [20, 80],
  ].map(([x = 0, y = 0]) => circle(x, y, 5.5, 'brown', { strokeWidth: 2 })),
  circle(50, 50, 29, 'none', { strokeWidth: 13 }),
  circle(50, 50, 29, 'none', { stroke: paint('brown'), strokeWidth: 8 }),
  circle(50, 50, 11, 'gold'),
];

const BONE = (angle: number) =>
  group(`rotate(${angle} 50 66)`, [
    rect(14, 61, 72, 10, 5, 'ivory'),
    circle(14, 61, 6, 'ivory'),
    circle(14, 71, 6, 'ivory'),
    circle(86, 61, 6, 'ivory'),
    circle(86, 71, 6, 'ivory'),
  ]);
const SKULL: Picture = [
  BONE(25),
  BONE(-25),
  path('M50 8 Q80 8 80 38 Q80 54 70 58 L70 70 H30 L30 58 Q20 54 20 38 Q20 8 50 8Z', 'ivory'),
  ellipse(38, 38, 8, 9, 'dark'),
  ellipse(62, 38, 8, 9, 'dark'),
  polygon('50,48 55,56 45,56', 'dark', { strokeWidth: 1.5 }),
  stroke('M40 62 V70 M50 62 V70 M60 62 V70', INK, 2),
];

const ANCHOR: Picture = [
  circle(50, 13, 8, 'none', { strokeWidth: 7 }),
  circle(50, 13, 8, 'none', { stroke: paint('gold'), strokeWidth: 4 }),
  rect(45.5, 20, 9, 64, 3, 'gold'),
  rect(28, 27, 44, 9, 3, 'gold'),
  path(
    'M12 56 Q18 90 50 92 Q82 90 88 56 L96 62 L86 44 L75 58 L81 59 Q77 79 55 82 H45 Q23 79 19 59 L25 58 L14 44 L4 62Z',
    'gold',
  ),
];

const CHEST: Picture = [
  ...[
    [20, 88],
    [34, 90],
    [80, 88],
  ].map(([x = 0, y = 0]) => ellipse(x, y, 8, 4, 'gold', { strokeWidth: 1.5 })),
  path('M13 46 Q13 18 50 18 Q87 18 87 46 Z', 'brown'),
  rect(13, 46, 74, 38, 4, 'brown'),
  rect(22, 19, 7, 65, 0, 'gold', { strokeWidth: 1.5 }),
  rect(71, 19, 7, 65, 0, 'gold', { strokeWidth: 1.5 }),
  rect(13, 42, 74, 7, 0, 'gold', { strokeWidth: 1.5 }),
  rect(43, 40, 14, 16, 3, 'gold'),
  circle(50, 48, 2.5, INK, { stroke: 'none' }),
];

/** Pirates: ranks, then compass, map, ship's wheel and the skull; the anchor is wild, the treasure chest scatters. */
export const PIRATE_SYMBOLS: readonly Picture[] = [
  ...cardRanks(['teal', 'blue', 'purple', 'red', 'gold']),
  COMPASS,
  MAP,
  WHEEL,
  SKULL,
  ANCHOR,
  CHEST,
];
