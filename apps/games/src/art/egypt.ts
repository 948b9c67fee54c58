import { cardRanks } from './card-ranks';
import { circle, ellipse, path, polygon, rect, stroke } from './draw';
import { gloss, INK, type Picture } from './paint';

const LAPIS = '#1e3a8a';

const ANKH: Picture = [
  polygon('44,50 56,50 61,92 39,92', 'gold'),
  rect(16, 42, 68, 13, 4, 'gold'),
  path(
    'M34 26 A16 20 0 1 0 66 26 A16 20 0 1 0 34 26 Z M42 26 A8 12 0 1 1 58 26 A8 12 0 1 1 42 26 Z',
    'gold',
    {
      fillRule: 'evenodd',
    },
  ),
  gloss(44, 18, 4, 6, 0.5),
];

const SCARAB: Picture = [
  circle(50, 13, 10, 'red'),
  stroke('M40 34 L28 18 M60 34 L72 18 M32 52 L14 46 M68 52 L86 46 M34 70 L16 80 M66 70 L84 80', INK, 3.5),
  ellipse(50, 34, 12, 8, 'teal'),
  ellipse(50, 62, 23, 27, 'teal'),
  stroke('M50 38 V88', INK, 2.5),
  gloss(41, 52, 5, 11, 0.4),
];

const EYE: Picture = [
  stroke('M12 28 Q50 8 88 28', LAPIS, 7),
  path('M10 46 Q50 16 90 46 Q50 72 10 46Z', 'ivory'),
  circle(50, 45, 13, 'blue'),
  circle(50, 45, 5.5, INK, { stroke: 'none' }),
  stroke('M38 62 L33 88', LAPIS, 6),
  stroke('M58 62 Q64 80 76 82 Q86 83 83 73', LAPIS, 5),
  gloss(45, 40, 3, 2, 0.8),
];

const PHARAOH: Picture = [
  path('M50 8 Q80 8 84 40 L92 88 H8 L16 40 Q20 8 50 8Z', 'gold'),
  stroke('M15 52 H31 M13 64 H31 M11 76 H31 M69 52 H85 M69 64 H87 M69 76 H89', LAPIS, 5),
  path('M33 30 Q50 24 67 30 L65 62 Q50 78 35 62Z', 'brown'),
  rect(45, 70, 10, 18, 3, 'blue'),
  stroke('M37 43 Q42 39 47 43 M53 43 Q58 39 63 43', INK, 3),
  stroke('M47 44 L50 54 L47 57', INK, 2),
  circle(50, 22, 4, 'red', { strokeWidth: 1.5 }),
];

const PYRAMID: Picture = [
  polygon('50,12 93,84 7,84', 'gold'),
  polygon('50,12 93,84 50,84', INK, { stroke: 'none', opacity: 0.22 }),
  stroke('M30 46 H70 M19 65 H81', INK, 2, { opacity: 0.4 }),
  polygon('50,12 59,27 41,27', 'ice', { strokeWidth: 1.5 }),
];

const WINGED_SUN: Picture = [
  path('M32 46 Q18 28 2 26 Q9 38 4 48 Q18 52 32 58Z', 'teal'),
  path('M68 46 Q82 28 98 26 Q91 38 96 48 Q82 52 68 58Z', 'teal'),
  stroke('M8 34 L26 42 M7 44 L27 51 M92 34 L74 42 M93 44 L73 51', INK, 1.5, { opacity: 0.5 }),
  circle(50, 50, 21, 'gold'),
  circle(50, 50, 15, 'red'),
  gloss(44, 44, 5, 4, 0.5),
];

/** Egypt: ranks, then ankh, scarab, the eye of Horus and the pharaoh; the pyramid is wild, the winged sun scatters. */
export const EGYPT_SYMBOLS: readonly Picture[] = [
  ...cardRanks(['teal', 'blue', 'purple', 'red', 'gold']),
  ANKH,
  SCARAB,
  EYE,
  PHARAOH,
  PYRAMID,
  WINGED_SUN,
];
