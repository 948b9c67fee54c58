import { cropToInk, type Plane } from './captcha-ink';

/** The box every glyph and every piece is scaled to before comparing: size and width no longer matter. */
const BOX_WIDTH = 16;
const BOX_HEIGHT = 20;
const SHIFT = 1;

/** A box with the sums its correlation needs. */
export type Normalised = { char: string; data: Float32Array; sum: number; spread: number };

function withSums(char: string, data: Float32Array): Normalised {
  let sum = 0;
  let squares = 0;
  for (const value of data) {
    sum += value;
    squares += value * value;
  }
  return { char, data, sum, spread: squares - (sum * sum) / data.length };
}

/** Bilinear resampling of a plane into the comparison box. */
function toBox(plane: Plane): Float32Array {
  const box = new Float32Array(BOX_WIDTH * BOX_HEIGHT);
  for (let y = 0; y < BOX_HEIGHT; y++) {
    for (let x = 0; x < BOX_WIDTH; x++) {
      const sx = Math.max(0, Math.min(plane.width - 1, ((x + 0.5) * plane.width) / BOX_WIDTH - 0.5));
      const sy = Math.max(0, Math.min(plane.height - 1, ((y + 0.5) * plane.height) / BOX_HEIGHT - 0.5));
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(plane.width - 1, x0 + 1);
      const y1 = Math.min(plane.height - 1, y0 + 1);
      const fx = sx - x0;
      const fy = sy - y0;
      const at = (px: number, py: number) => plane.data[py * plane.width + px] ?? 0;
      box[y * BOX_WIDTH + x] =
        (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) + (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy;
    }
  }
  return box;
}

export function normaliseTemplate(char: string, plane: Plane): Normalised {
  return withSums(char, toBox(cropToInk(plane, 0.3)));
}

/** The box moved by (dx, dy), ground coming in at the edges. */
function shifted(box: Float32Array, dx: number, dy: number): Normalised {
  const data = new Float32Array(BOX_WIDTH * BOX_HEIGHT);
  for (let y = 0; y < BOX_HEIGHT; y++) {
    for (let x = 0; x < BOX_WIDTH; x++) {
      const fromX = x + dx;
      const fromY = y + dy;
      if (fromX >= 0 && fromY >= 0 && fromX < BOX_WIDTH && fromY < BOX_HEIGHT) {
        data[y * BOX_WIDTH + x] = box[fromY * BOX_WIDTH + fromX] ?? 0;
      }
    }
  }
  return withSums('', data);
}

/**
 * Names the ink between two columns the classic way: crop it to its ink, scale it to the box, and take the
 * template (scaled the same way) that correlates best over a pixel's shift either way.
 */
export function classifyPiece(
  plane: Plane,
  left: number,
  right: number,
  templates: Normalised[],
): { answer: string; score: number } {
  const width = Math.max(1, right - left);
  const data = new Float32Array(width * plane.height);
  for (let y = 0; y < plane.height; y++) {
    for (let x = 0; x < width; x++) data[y * width + x] = plane.data[y * plane.width + left + x] ?? 0;
  }
  const box = toBox(cropToInk({ width, height: plane.height, data }, 0.3));
  const size = BOX_WIDTH * BOX_HEIGHT;
  let best = { answer: '', score: -1 };
  for (let dy = -SHIFT; dy <= SHIFT; dy++) {
    for (let dx = -SHIFT; dx <= SHIFT; dx++) {
      const piece = shifted(box, dx, dy);
      if (piece.spread < 1e-9) continue;
      for (const template of templates) {
        let dot = 0;
        for (let index = 0; index < size; index++) {
          dot += (template.data[index] ?? 0) * (piece.data[index] ?? 0);
        }
        const score =
          (dot - (template.sum * piece.sum) / size) /
          Math.sqrt(Math.max(1e-9, template.spread * piece.spread));
        if (score > best.score) best = { answer: template.char, score };
      }
    }
  }
  return best;
}
