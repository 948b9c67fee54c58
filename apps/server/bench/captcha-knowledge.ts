import { drawGlyph, GLYPH_HEIGHT, GLYPH_WIDTH } from '../src/modules/media/bitmap-font';
import { ALPHABET, CAPTCHA_LENGTH } from '../src/modules/verification/captcha-image';
import type { Plane } from './captcha-ink';
import type { AttackerKnowledge } from './captcha-solver';

function bitmapGlyph(char: string, scale: number): Plane {
  const width = GLYPH_WIDTH * scale;
  const height = GLYPH_HEIGHT * scale;
  const rgba = new Uint8Array(width * height * 4);
  drawGlyph(rgba, width, char, 0, 0, scale, [0, 0, 0, 255]);
  const data = new Float32Array(width * height);
  for (let index = 0; index < data.length; index++) data[index] = (rgba[index * 4 + 3] ?? 0) > 0 ? 1 : 0;
  return { width, height, data };
}

/** What an attacker learns of today's renderer from its output: the 5×7 font at four and five pixels a cell. */
export function attackerKnowledge(factor = 2): AttackerKnowledge {
  return {
    length: CAPTCHA_LENGTH,
    templates: [...ALPHABET].flatMap((char) =>
      [4, 5].map((scale) => ({ char, plane: bitmapGlyph(char, scale) })),
    ),
    advance: [18, 36],
    factor,
    speckleArea: 4,
  };
}
