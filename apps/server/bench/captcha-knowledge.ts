import type { Warp } from '../src/modules/verification/captcha-raster';
import { rasterise } from '../src/modules/verification/captcha-raster';
import { type Placement, placeGlyph } from '../src/modules/verification/captcha-strokes';
import { ALPHABET, CAPTCHA_LENGTH, FACES, UNIT } from '../src/modules/verification/captcha-text';
import { cropToInk, type Plane } from './captcha-ink';
import type { AttackerKnowledge } from './captcha-solver';

/** How a template glyph is drawn: the renderer's own placement, less its random parts. */
type Pose = Pick<Placement, 'unit' | 'rotation' | 'slant' | 'stretch' | 'pen'>;

const PLAIN: Pose = { unit: UNIT, rotation: 0, slant: 0, stretch: 1, pen: 2 };

/**
 * Poses by name. The default attacker draws each glyph plain and leaning either way; `thorough` adds sizes, widths
 * and turns (seven times the templates, seven times slower).
 */
const POSES: Record<string, Pose[]> = {
  plain: [PLAIN],
  lean: [-0.13, 0.13].map((slant) => ({ ...PLAIN, slant })),
  size: [0.85, 1.15].map((scale) => ({ ...PLAIN, unit: UNIT * scale })),
  width: [0.8, 1.2].map((stretch) => ({ ...PLAIN, stretch })),
  turn: [-0.06, 0.06].map((rotation) => ({ ...PLAIN, rotation })),
};
export const DEFAULT_POSES = ['plain', 'lean'];
export const THOROUGH_POSES = ['plain', 'lean', 'size', 'width', 'turn'];

/** One glyph as the renderer draws it, without warp: the attacker's template. */
function template(char: string, faceIndex: number, pose: Pose): Plane {
  const face = FACES[faceIndex];
  const shape = face?.shapes[char];
  const lines = face?.lines.get(char);
  if (!shape || !lines) throw new Error(`no glyph for ${char}`);
  const size = 72;
  const strokes = placeGlyph(shape, lines, {
    ...pose,
    centreX: size / 2,
    centreY: size / 2,
    proportion: { rise: 1, taper: 0 },
    wobble: { amplitude: 0, frequency: 1, phaseX: 0, phaseY: 0 },
  });
  const flat: Warp = {
    across: new Float64Array(size),
    diagonal: new Float64Array(2 * size),
    down: new Float64Array(size),
  };
  return cropToInk({ width: size, height: size, data: rasterise(size, size, strokes, flat) });
}

/**
 * What an attacker learns of the renderer from its output and, to be fair to the defence, from its code: the
 * alphabet, the length, how far apart glyphs are set, and every face in the poses named.
 */
export function attackerKnowledge(factor = 2, poses = DEFAULT_POSES): AttackerKnowledge {
  const chosen = poses.flatMap((name) => POSES[name] ?? []);
  return {
    length: CAPTCHA_LENGTH,
    templates: [...ALPHABET].flatMap((char) =>
      FACES.flatMap((_, faceIndex) =>
        chosen.map((pose) => ({ char, plane: template(char, faceIndex, pose) })),
      ),
    ),
    advance: [10, 44],
    factor,
    speckleArea: 6,
  };
}
