import type { GlyphShape } from './captcha-glyphs';

/** A pen stroke: a polyline as flat x, y pairs, and the pen's radius (pixels once placed in the image). */
export type Stroke = { points: number[]; pen: number };

/** How one glyph is set: where its centre goes, its size and its distortions. */
export type Placement = {
  centreX: number;
  centreY: number;
  /** Image pixels per glyph unit (glyphs are 10 units high). */
  unit: number;
  /** Radians, clockwise. */
  rotation: number;
  /** Horizontal shear: positive leans the top to the right. */
  slant: number;
  /** Horizontal stretch (1 keeps the drawn width). */
  stretch: number;
  pen: number;
  /**
   * Proportions: `rise` moves the middle of the glyph up or down (the exponent of a power curve on height, 1 keeps
   * it), `taper` widens the bottom and narrows the top (negative: the other way). Readers take these in their stride;
   * a template drawn in the plain proportions no longer lines up.
   */
  proportion: { rise: number; taper: number };
  /**
   * Per stroke, in the order of the glyph's lines: how far each end runs past its drawn end (glyph units; negative
   * stops short) and the pen's weight relative to `pen`. Hand-printed letters overshoot and vary like this; a reader
   * does not notice, a template does.
   */
  strokes?: ReadonlyArray<{ start: number; end: number; weight: number }>;
  /** A smooth wobble of the centre line, in glyph units: each glyph drawn by hand, not stamped. */
  wobble: { amplitude: number; phaseX: number; phaseY: number; frequency: number };
};

const NUMBER = /-?\d*\.?\d+/g;

function arc(points: number[], numbers: number[]): void {
  const [cx = 0, cy = 0, rx = 0, ry = 0, from = 0, to = 0] = numbers;
  const steps = Math.max(2, Math.ceil(Math.abs(to - from) / 15));
  for (let step = 0; step <= steps; step++) {
    const angle = ((from + ((to - from) * step) / steps) * Math.PI) / 180;
    points.push(cx + rx * Math.cos(angle), cy + ry * Math.sin(angle));
  }
}

/** Reads a glyph path (see captcha-glyphs.ts) into centre-line polylines in glyph units. */
export function parseGlyph(path: string): number[][] {
  const lines: number[][] = [];
  let current: number[] = [];
  const last = () => [current[current.length - 2] ?? 0, current[current.length - 1] ?? 0] as const;
  for (const [, command, args = ''] of path.matchAll(/([MLHVE])([^MLHVE]*)/g)) {
    const numbers = (args.match(NUMBER) ?? []).map(Number);
    if (command === 'M' || (command === 'E' && current.length === 0)) {
      if (current.length > 2) lines.push(current);
      current = command === 'M' ? [numbers[0] ?? 0, numbers[1] ?? 0] : [];
      if (command === 'M') continue;
    }
    const [x, y] = last();
    if (command === 'L') current.push(numbers[0] ?? 0, numbers[1] ?? 0);
    else if (command === 'H') current.push(numbers[0] ?? 0, y);
    else if (command === 'V') current.push(x, numbers[0] ?? 0);
    else if (command === 'E') arc(current, numbers);
  }
  if (current.length > 2) lines.push(current);
  return lines;
}

/** Whether (x, y) lies on some stroke other than `own`: a joined end gets no serif, and a stencil cuts it back. */
function touchesOther(lines: number[][], own: number[], x: number, y: number): boolean {
  return lines.some((line) => {
    if (line === own) return false;
    for (let index = 0; index + 3 < line.length; index += 2) {
      const ax = line[index] ?? 0;
      const ay = line[index + 1] ?? 0;
      const dx = (line[index + 2] ?? 0) - ax;
      const dy = (line[index + 3] ?? 0) - ay;
      const length = dx * dx + dy * dy;
      const t = length > 0 ? Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / length)) : 0;
      if (Math.hypot(x - ax - t * dx, y - ay - t * dy) < 0.5) return true;
    }
    return false;
  });
}

/**
 * Serifs, as a book face has them: a bar across the free top or bottom end of an upright stroke, and a tick down
 * or up at the free right-hand end of a crossing one. The same skeleton so becomes a second face.
 */
export function addSerifs(lines: number[][], width: number, size = 1.1): number[][] {
  const serifs: number[][] = [];
  for (const line of lines) {
    const count = line.length / 2;
    for (const [end, before] of [
      [0, 1],
      [count - 1, count - 2],
    ] as const) {
      const x = line[end * 2] ?? 0;
      const y = line[end * 2 + 1] ?? 0;
      const dx = Math.abs(x - (line[before * 2] ?? 0));
      const dy = Math.abs(y - (line[before * 2 + 1] ?? 0));
      if (touchesOther(lines, line, x, y)) continue;
      if (dy >= 2 * dx && (y < 0.5 || y > 9.5)) serifs.push([x - size, y, x + size, y]);
      else if (dx >= 2 * dy && x > width - 1)
        serifs.push([x, y - size * (y > 5 ? 1 : 0), x, y + size * (y > 5 ? 0 : 1)]);
    }
  }
  return [...lines, ...serifs];
}

/**
 * Places a glyph's centre lines in the image: proportions, wobble, stretch, slant, rotation and size, in that order.
 */
/**
 * A stencil face: every stroke end that meets another stroke stops short of it, leaving the small bridges a stencil
 * needs. The same skeleton so becomes a third face.
 */
export function stencil(lines: number[][], gap = 1): number[][] {
  return lines.map((line) => {
    const cut = line.slice();
    if (touchesOther(lines, line, line[0] ?? 0, line[1] ?? 0)) moveEnd(cut, 'start', -gap);
    const last = line.length - 2;
    if (touchesOther(lines, line, line[last] ?? 0, line[last + 1] ?? 0)) moveEnd(cut, 'end', -gap);
    return cut;
  });
}

/** Moves an open polyline's end point along its last segment: out by `by` units, or back (never past 60% of it). */
function moveEnd(line: number[], end: 'start' | 'end', by: number): void {
  const last = line.length - 2;
  const [at, before] = end === 'start' ? [0, 2] : [last, last - 2];
  const dx = (line[at] ?? 0) - (line[before] ?? 0);
  const dy = (line[at + 1] ?? 0) - (line[before + 1] ?? 0);
  const length = Math.sqrt(dx * dx + dy * dy);
  if (length === 0) return;
  const step = Math.max(by, -0.6 * length) / length;
  line[at] = (line[at] ?? 0) + dx * step;
  line[at + 1] = (line[at + 1] ?? 0) + dy * step;
}

export function placeGlyph(shape: GlyphShape, lines: number[][], placement: Placement): Stroke[] {
  const [width] = shape;
  const { unit, rotation, slant, stretch, wobble, proportion } = placement;
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  return lines.map((drawn, lineIndex) => {
    const variation = placement.strokes?.[lineIndex];
    const line = drawn.slice();
    const isClosed =
      Math.abs((line[0] ?? 0) - (line[line.length - 2] ?? 0)) +
        Math.abs((line[1] ?? 0) - (line[line.length - 1] ?? 0)) <
      0.01;
    if (variation && !isClosed && line.length >= 4) {
      moveEnd(line, 'start', variation.start);
      moveEnd(line, 'end', variation.end);
    }
    const points: number[] = [];
    for (let index = 0; index < line.length; index += 2) {
      const gy = 10 * (Math.max(0, line[index + 1] ?? 0) / 10) ** proportion.rise;
      const gx = width / 2 + ((line[index] ?? 0) - width / 2) * (1 + (proportion.taper * (gy - 5)) / 5);
      const wx = gx + wobble.amplitude * Math.sin(gy * wobble.frequency + wobble.phaseX);
      const wy = gy + wobble.amplitude * Math.sin(gx * wobble.frequency + wobble.phaseY);
      const x = (wx - width / 2) * stretch - slant * (wy - 5);
      const y = wy - 5;
      points.push(
        placement.centreX + unit * (x * cos - y * sin),
        placement.centreY + unit * (x * sin + y * cos),
      );
    }
    return { points, pen: placement.pen * (variation?.weight ?? 1) };
  });
}
