import { type Attributes, type Element, INK, type PaintName, paint, type Text } from './paint';

/**
 * Short constructors for drawing: a fill is a paint name (gradient) or a plain colour, and every shape gets the
 * ink outline unless `extra` says otherwise (`{ stroke: 'none' }`).
 */
export type Fill = PaintName | `#${string}` | 'none';

const fillOf = (fill: Fill) => (fill.startsWith('#') || fill === 'none' ? fill : paint(fill as PaintName));
const outlined = (fill: Fill, extra: Attributes): Attributes => ({
  fill: fillOf(fill),
  stroke: INK,
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
  ...extra,
});

export const path = (d: string, fill: Fill, extra: Attributes = {}): Element => [
  'path',
  { d, ...outlined(fill, extra) },
];
export const circle = (cx: number, cy: number, r: number, fill: Fill, extra: Attributes = {}): Element => [
  'circle',
  { cx, cy, r, ...outlined(fill, extra) },
];
export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: Fill,
  extra: Attributes = {},
): Element => ['ellipse', { cx, cy, rx, ry, ...outlined(fill, extra) }];
export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  fill: Fill,
  extra: Attributes = {},
): Element => ['rect', { x, y, width, height, rx: radius, ...outlined(fill, extra) }];
export const polygon = (points: string, fill: Fill, extra: Attributes = {}): Element => [
  'polygon',
  { points, ...outlined(fill, extra) },
];
/** A stroke only: stems, rays, spokes (plain colours; a gradient has nothing to span on a straight line). */
export const stroke = (d: string, colour: string, width: number, extra: Attributes = {}): Element => [
  'path',
  {
    d,
    fill: 'none',
    stroke: colour,
    strokeWidth: width,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    ...extra,
  },
];
/** Bold display letters, for card ranks and a BAR: outlined like the drawings around them. */
export const letters = (x: number, y: number, size: number, content: string, fill: Fill): Text => [
  'text',
  {
    x,
    y,
    fontSize: size,
    fontFamily: 'Georgia, "DejaVu Serif", "Times New Roman", serif',
    fontWeight: 900,
    textAnchor: 'middle',
    ...outlined(fill, { strokeWidth: 3, paintOrder: 'stroke' }),
  },
  content,
];

/** Points of a regular star or polygon around (cx, cy), first point straight up. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, points: number): string {
  return Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}
