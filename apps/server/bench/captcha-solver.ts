import { correlate, type Template, toTemplate } from './captcha-correlate';
import { binarise, decodeDataUrl, downsample, dropSpeckles, type Plane } from './captcha-ink';
import { classifyPiece, normaliseTemplate } from './captcha-normalised';

/**
 * The attacker of issue 11 item 5, made fair and strong: it knows the alphabet, the length, how far apart the
 * renderer sets its characters and the shapes of its glyphs (templates rendered with the generator's own fonts), and
 * reads an image three ways, answering with the reading it is surest of (each is also reported on its own):
 * - segments: cuts the image into `length` side-by-side pieces, preferring thin columns of the ink projection and
 *   pieces that some template fits well, and names each piece by the template that fits it best;
 * - scaled segments: the same pieces, each cropped to its ink and scaled to a fixed box like every template, so a
 *   glyph drawn larger, smaller, wider or narrower than the templates is still compared shape to shape;
 * - sliding: correlates every template over the whole image and picks `length` positions left to right that
 *   together score best, so glyphs that touch or overlap are still read where each one sits.
 * The score is the normalised cross-correlation of template and image window, the classic template matcher.
 */
export type AttackerKnowledge = {
  length: number;
  /** Full-size ink masks, several for each character of the alphabet (sizes, fonts, slants). */
  templates: Array<{ char: string; plane: Plane }>;
  /** Distance between neighbouring character centres, in image pixels. */
  advance: [number, number];
  /** Matching runs on images shrunk by this factor, for speed. */
  factor: number;
  /** Ink components smaller than this (image pixels) are noise. */
  speckleArea: number;
};

export type Reading = { answer: string; score: number };
export type Solution = Reading & { segments: Reading; normalised: Reading; sliding: Reading };

/**
 * Chooses `count` steps left to right over positions 0..size-1, each `span` after the one before, maximising the
 * summed `value(from, to)` of the steps (dynamic programming; `from` is -1 for the first step).
 */
function bestPath(
  size: number,
  count: number,
  span: [number, number],
  value: (from: number, to: number) => number,
): number[] {
  let totals = Float64Array.from({ length: size }, (_, position) => value(-1, position));
  const back: Int32Array[] = [];
  for (let step = 1; step < count; step++) {
    const next = new Float64Array(size).fill(Number.NEGATIVE_INFINITY);
    const from = new Int32Array(size).fill(-1);
    for (let position = 0; position < size; position++) {
      for (let before = Math.max(0, position - span[1]); before <= position - span[0]; before++) {
        const candidate = (totals[before] ?? Number.NEGATIVE_INFINITY) + value(before, position);
        if (candidate > (next[position] ?? Number.NEGATIVE_INFINITY)) {
          next[position] = candidate;
          from[position] = before;
        }
      }
    }
    totals = next;
    back.push(from);
  }
  let position = 0;
  for (let index = 0; index < size; index++) {
    if ((totals[index] ?? Number.NEGATIVE_INFINITY) > (totals[position] ?? Number.NEGATIVE_INFINITY))
      position = index;
  }
  const path = [position];
  for (let step = back.length - 1; step >= 0; step--) {
    position = Math.max(0, back[step]?.[position] ?? 0);
    path.unshift(position);
  }
  return path;
}

function readingOf(pieces: Reading[]): Reading {
  return {
    answer: pieces.map((piece) => piece.answer).join(''),
    score: pieces.reduce((sum, piece) => sum + piece.score, 0) / Math.max(1, pieces.length),
  };
}

export function createCaptchaSolver(knowledge: AttackerKnowledge) {
  const { factor, length } = knowledge;
  const templates: Template[] = knowledge.templates.map(({ char, plane }) =>
    toTemplate(char, downsample(plane, factor)),
  );
  const boxed = knowledge.templates.map(({ char, plane }) =>
    normaliseTemplate(char, downsample(plane, factor)),
  );
  const gap: [number, number] = [
    Math.floor(knowledge.advance[0] / factor),
    Math.ceil(knowledge.advance[1] / factor),
  ];
  const pieceWidth: [number, number] = [Math.max(1, Math.floor(gap[0] * 0.7)), Math.ceil(gap[1] * 1.3)];
  const slack = Math.max(1, Math.round(3 / factor));

  /** Overlap allowed: the best template centred on each column, then the best chain of centres. */
  function slide(plane: Plane, scores: Float32Array[]): Reading {
    const best = new Float32Array(plane.width);
    const chars: string[] = new Array(plane.width).fill('');
    templates.forEach((template, index) => {
      const row = scores[index] ?? best;
      const centre = Math.floor(template.width / 2);
      for (let x = 0; x + centre < plane.width; x++) {
        if ((row[x] ?? 0) > (best[x + centre] ?? 0)) {
          best[x + centre] = row[x] ?? 0;
          chars[x + centre] = template.char;
        }
      }
    });
    const centres = bestPath(plane.width, length, gap, (_, column) => best[column] ?? 0);
    return readingOf(centres.map((column) => ({ answer: chars[column] ?? '', score: best[column] ?? 0 })));
  }

  /** No overlap: side-by-side pieces, each named by the template that fits best inside it (a little slack). */
  function segment(plane: Plane, scores: Float32Array[]): { reading: Reading; cuts: number[] } {
    const projection = new Float64Array(plane.width + 1);
    for (let y = 0; y < plane.height; y++) {
      for (let x = 0; x < plane.width; x++)
        projection[x] = (projection[x] ?? 0) + (plane.data[y * plane.width + x] ?? 0);
    }
    const busiest = Math.max(1e-6, ...projection);
    const pieces = new Map<number, Reading>();
    const piece = (left: number, right: number): Reading => {
      const key = left * (plane.width + 1) + right;
      const known = pieces.get(key);
      if (known) return known;
      let best = { answer: '', score: 0 };
      templates.forEach((template, index) => {
        const row = scores[index] ?? projection;
        for (let x = Math.max(0, left - slack); x + template.width <= right + slack; x++) {
          if ((row[x] ?? 0) > best.score) best = { answer: template.char, score: row[x] ?? 0 };
        }
      });
      pieces.set(key, best);
      return best;
    };
    // A cut through thick ink costs a little: glyphs are usually thinnest where they meet.
    const cutCost = (column: number) => (0.3 * (projection[column] ?? 0)) / busiest;
    const cuts = bestPath(plane.width + 1, length + 1, pieceWidth, (left, right) =>
      left < 0 ? -cutCost(right) : piece(left, right).score - cutCost(right),
    );
    return { reading: readingOf(cuts.slice(1).map((right, index) => piece(cuts[index] ?? 0, right))), cuts };
  }

  function read(plane: Plane): Solution {
    const scores = correlate(plane, templates);
    const sliding = slide(plane, scores);
    const { reading: segments, cuts } = segment(plane, scores);
    const normalised = readingOf(
      cuts.slice(1).map((right, index) => classifyPiece(plane, cuts[index] ?? 0, right, boxed)),
    );
    const surest = [segments, normalised, sliding].reduce((best, reading) =>
      reading.score > best.score ? reading : best,
    );
    return { ...surest, segments, normalised, sliding };
  }

  /** Reads a captcha served as a data: URL of a PNG. */
  function solve(dataUrl: string): Solution {
    const ink = dropSpeckles(binarise(decodeDataUrl(dataUrl)), knowledge.speckleArea);
    return read(downsample(ink, factor));
  }

  return { solve };
}
