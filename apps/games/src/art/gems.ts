import { circle, ellipse, path, polygon, rect, starPoints, stroke } from './draw';
import { gloss, INK, type Picture, paint } from './paint';

const facet = (d: string) => stroke(d, INK, 1.2, { opacity: 0.45 });
const shine = (points: string) => polygon(points, '#ffffff', { stroke: 'none', opacity: 0.28 });

const TOPAZ: Picture = [
  polygon(starPoints(50, 52, 36, 36, 4), 'orange'),
  shine(starPoints(50, 52, 20, 20, 4)),
  facet(
    'M50 16 L50 32 M75.5 26.5 L64 38 M86 52 L70 52 M75.5 77.5 L64 66 M50 88 L50 72 M24.5 77.5 L36 66 M14 52 L30 52 M24.5 26.5 L36 38',
  ),
  gloss(40, 34, 8, 4, 0.6),
];

const SAPPHIRE: Picture = [
  rect(18, 20, 64, 64, 14, 'blue'),
  rect(31, 33, 38, 38, 6, '#ffffff', { stroke: 'none', opacity: 0.22 }),
  facet('M22 24 L31 33 M78 24 L69 33 M78 80 L69 71 M22 80 L31 71'),
  gloss(36, 30, 10, 4, 0.6),
];

const AMETHYST: Picture = [
  polygon(starPoints(50, 52, 38, 38, 3), 'purple'),
  shine(starPoints(50, 52, 21, 21, 3)),
  facet('M50 14 L50 31 M83 33 L68 41.5 M83 71 L68 62.5 M50 90 L50 73 M17 71 L32 62.5 M17 33 L32 41.5'),
  gloss(40, 32, 8, 4, 0.6),
];

const EMERALD: Picture = [
  polygon('31,16 69,16 82,29 82,75 69,88 31,88 18,75 18,29', 'green'),
  shine('37,29 63,29 69,35 69,69 63,75 37,75 31,69 31,35'),
  facet(
    'M31 16 L37 29 M69 16 L63 29 M82 29 L69 35 M82 75 L69 69 M69 88 L63 75 M31 88 L37 75 M18 75 L31 69 M18 29 L31 35',
  ),
  gloss(40, 22, 10, 3, 0.6),
];

const RUBY: Picture = [
  path('M50 88 L15 50 Q6 35 19 25 Q34 14 50 31 Q66 14 81 25 Q94 35 85 50 Z', 'red'),
  path('M50 74 L27 49 Q22 40 30 35 Q40 30 50 42 Q60 30 70 35 Q78 40 73 49 Z', '#ffffff', {
    stroke: 'none',
    opacity: 0.22,
  }),
  facet('M50 31 L50 42 M50 74 L50 88 M16 48 L27 49 M84 48 L73 49'),
  gloss(30, 32, 7, 4, 0.6),
];

const PEARL: Picture = [
  ellipse(50, 84, 24, 5, '#000000', { stroke: 'none', opacity: 0.25 }),
  circle(50, 50, 31, 'ivory'),
  circle(50, 50, 31, 'none', { stroke: '#f0b6d2', strokeWidth: 2, opacity: 0.6 }),
  gloss(40, 38, 11, 8, 0.85),
];

const RING: Picture = [
  ellipse(50, 63, 30, 22, 'none', { strokeWidth: 13 }),
  ellipse(50, 63, 30, 22, 'none', { stroke: paint('gold'), strokeWidth: 8 }),
  polygon('36,34 43,23 57,23 64,34 50,50', 'ice'),
  facet('M36 34 H64 M43 23 L47 34 L50 50 M57 23 L53 34 L50 50'),
];

const CROWN: Picture = [
  path('M13 74 L16 32 L33 52 L50 20 L67 52 L84 32 L87 74 Z', 'gold'),
  rect(12, 70, 76, 15, 4, 'gold'),
  circle(16, 30, 5, 'red'),
  circle(84, 30, 5, 'red'),
  circle(50, 18, 6, 'blue'),
  circle(50, 77.5, 5, 'red', { strokeWidth: 1.5 }),
  circle(31, 77.5, 4, 'green', { strokeWidth: 1.5 }),
  circle(69, 77.5, 4, 'green', { strokeWidth: 1.5 }),
  gloss(38, 56, 5, 10, 0.35),
];

const DIAMOND: Picture = [
  polygon('32,20 68,20 82,38 50,86 18,38', 'ice'),
  facet('M18 38 H82 M32 20 L41 38 L50 20 L59 38 L68 20 M41 38 L50 86 L59 38'),
  polygon('32,20 41,38 18,38', '#ffffff', { stroke: 'none', opacity: 0.5 }),
  gloss(58, 28, 6, 3, 0.9),
];

const SPARKLE: Picture = [
  polygon(starPoints(50, 50, 44, 9, 4), 'lemon'),
  polygon(starPoints(78, 22, 13, 3, 4), 'lemon', { strokeWidth: 1.5 }),
  polygon(starPoints(22, 78, 10, 2.5, 4), 'lemon', { strokeWidth: 1.5 }),
  circle(50, 50, 7, '#ffffff', { stroke: 'none' }),
];

const BANDS = ['#e3182b', '#ff8a0a', '#ffd21f', '#2eb548', '#2f80ed', '#9b45e4'];
const RAINBOW: Picture = [
  ...BANDS.map((colour, index) =>
    stroke(
      `M${12 + index * 5} 72 A${38 - index * 5} ${38 - index * 5} 0 0 1 ${88 - index * 5} 72`,
      colour,
      5.5,
    ),
  ),
  circle(16, 74, 9, 'silver'),
  circle(26, 78, 8, 'silver'),
  circle(84, 74, 9, 'silver'),
  circle(74, 78, 8, 'silver'),
];

/** Gems: five cut stones, a pearl, a ring, a crown and the diamond on top; a sparkle is wild, a rainbow scatters. */
export const GEM_SYMBOLS: readonly Picture[] = [
  TOPAZ,
  SAPPHIRE,
  AMETHYST,
  EMERALD,
  RUBY,
  PEARL,
  RING,
  CROWN,
  DIAMOND,
  SPARKLE,
  RAINBOW,
];
