import { randomBytes } from 'node:crypto';
import { ANGULAR_GLYPHS, type GlyphShape, ROUND_GLYPHS } from './captcha-glyphs';
import { addSerifs, parseGlyph, placeGlyph, type Stroke, stencil } from './captcha-strokes';

/**
 * Capitals that stay apart when slanted, stretched and warped; no digits. Left out: the classic look-alikes
 * (O/D/Q/0, I/L/J/1, Z/2, S/5, G/6, B/8) and the pairs mixed up in reading trials of this renderer (B/R, E/F/3,
 * P/R, N/M/W, U/V/Y, X/K, A/4, L/C/T).
 */
export const ALPHABET = 'ACDEHKMRSTWYZ';
export const CAPTCHA_LENGTH = 6;

/** Uniform numbers in [low, high). */
export type Random = (low?: number, high?: number) => number;

/** Numbers from the system's secure source, read four bytes at a time from a pool. */
export function secureRandom(): Random {
  let pool = randomBytes(1024);
  let offset = 0;
  return (low = 0, high = 1) => {
    if (offset + 4 > pool.length) {
      pool = randomBytes(1024);
      offset = 0;
    }
    const unit = pool.readUInt32LE(offset) / 2 ** 32;
    offset += 4;
    return low + (high - low) * unit;
  };
}

export function randomCaptchaText(random: Random = secureRandom()): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[Math.floor(random(0, ALPHABET.length))]).join(
    '',
  );
}

export type Face = {
  name: string;
  shapes: Record<string, GlyphShape>;
  lines: Map<string, number[][]>;
  /** Stencil strokes keep their ends where drawn: overshooting would close the gaps. */
  mayOvershoot: boolean;
};

type Style = 'plain' | 'serif' | 'stencil';

function face(name: string, shapes: Record<string, GlyphShape>, style: Style): Face {
  const lines = new Map<string, number[][]>();
  for (const char of ALPHABET) {
    const shape = shapes[char];
    if (!shape) throw new Error(`captcha face ${name} has no glyph for ${char}`);
    const skeleton = parseGlyph(shape[1]);
    lines.set(
      char,
      style === 'serif' ? addSerifs(skeleton, shape[0]) : style === 'stencil' ? stencil(skeleton) : skeleton,
    );
  }
  return { name, shapes, lines, mayOvershoot: style !== 'stencil' };
}

/** Six faces from two skeletons: plain, serif and stencil; weights, sizes and slants vary per glyph on top. */
export const FACES: readonly Face[] = [
  face('round', ROUND_GLYPHS, 'plain'),
  face('round serif', ROUND_GLYPHS, 'serif'),
  face('round stencil', ROUND_GLYPHS, 'stencil'),
  face('angular', ANGULAR_GLYPHS, 'plain'),
  face('angular serif', ANGULAR_GLYPHS, 'serif'),
  face('angular stencil', ANGULAR_GLYPHS, 'stencil'),
];

/** Image pixels per glyph unit before each glyph's own size: glyphs about 35 pixels high. */
export const UNIT = 3.5;
/** Margin kept free at each side of the image. */
const MARGIN = 7;

/**
 * The glyphs, each in a face, size, width, weight, slant, turn and proportions of its own, set so that neighbours
 * touch or nearly so (no clean gap to cut at), the whole line shrunk if it would not fit. Sizes and widths vary
 * most: people do not mind them, while a template drawn at one size and width stops lining up.
 */
export function setText(text: string, width: number, height: number, random: Random): Stroke[] {
  const glyphs = [...text].map((char) => {
    const chosen = FACES[Math.floor(random(0, FACES.length))] ?? FACES[0];
    const shape = chosen?.shapes[char];
    const lines = chosen?.lines.get(char);
    if (!shape || !lines) throw new Error(`no captcha glyph for ${char}`);
    const size = UNIT * random(0.72, 1.25);
    const stretch = random(0.65, 1.4);
    const mayOvershoot = chosen?.mayOvershoot ?? true;
    return { shape, lines, mayOvershoot, size, stretch, half: ((shape[0] * stretch) / 2) * size };
  });
  const advances = glyphs
    .slice(1)
    .map((glyph, index) => ((glyphs[index]?.half ?? 0) + glyph.half) * random(0.9, 1.02));
  const span =
    advances.reduce((sum, advance) => sum + advance, 0) + (glyphs[0]?.half ?? 0) + (glyphs.at(-1)?.half ?? 0);
  const fit = Math.min(1, (width - 2 * MARGIN) / span);
  const slack = width - 2 * MARGIN - span * fit;
  let centreX = MARGIN + random(0, slack) + (glyphs[0]?.half ?? 0) * fit;
  return glyphs.flatMap((glyph, index) => {
    const unit = glyph.size * fit;
    const room = Math.max(0, Math.min(4, (height - 10 * unit) / 2 - 4));
    const strokes = placeGlyph(glyph.shape, glyph.lines, {
      centreX,
      centreY: height / 2 + random(-room, room),
      unit,
      rotation: random(-0.08, 0.08),
      slant: random(-0.2, 0.2),
      stretch: glyph.stretch,
      pen: unit * random(0.42, 0.6),
      strokes: glyph.lines.map(() => ({
        start: glyph.mayOvershoot ? random(0, 0.6) : 0,
        end: glyph.mayOvershoot ? random(0, 0.6) : 0,
        weight: random(0.85, 1.15),
      })),
      proportion: { rise: random(0.8, 1.25), taper: random(-0.2, 0.2) },
      wobble: {
        amplitude: random(0.03, 0.1),
        frequency: random(0.3, 0.7),
        phaseX: random(0, 7),
        phaseY: random(0, 7),
      },
    });
    centreX += (advances[index] ?? 0) * fit;
    return strokes;
  });
}
