import { encodePng } from '../../graphics/png';
import { rasterise, type Warp } from './captcha-raster';
import type { Stroke } from './captcha-strokes';
import { type Random, secureRandom, setText } from './captcha-text';

export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 56;

/**
 * The whole picture's displacement: a wave across (rows shift sideways), a short diagonal one that bends each
 * glyph on its own, and a long one down (the line of text rises and falls).
 */
function globalWarp(random: Random): Warp {
  const wave = (length: number, amplitude: number, wavelength: number) => {
    const phase = random(0, 2 * Math.PI);
    return Float64Array.from(
      { length },
      (_, at) => amplitude * Math.sin((2 * Math.PI * at) / wavelength + phase),
    );
  };
  return {
    across: wave(CAPTCHA_HEIGHT, random(1.5, 2.5), random(34, 56)),
    diagonal: wave(CAPTCHA_WIDTH + CAPTCHA_HEIGHT, random(1.2, 1.8), random(20, 34)),
    down: wave(CAPTCHA_WIDTH, random(2, 3), random(60, 110)),
  };
}

/**
 * A curve through the text in the text's own colour, so colour does not tell it apart; thinner than the letters
 * and running past them at both ends, which is how a person sees that it is no part of one.
 */
function crossingCurve(random: Random): Stroke {
  const points: number[] = [];
  const amplitude = random(5, 9);
  const wavelength = random(50, 90);
  const phase = random(0, 2 * Math.PI);
  const middle = CAPTCHA_HEIGHT / 2 + random(-4, 4);
  for (let x = random(2, 10); x <= CAPTCHA_WIDTH - random(2, 10); x += 3) {
    points.push(x, middle + amplitude * Math.sin((2 * Math.PI * x) / wavelength + phase));
  }
  return { points, pen: random(0.55, 0.75) };
}

type Colour = readonly [number, number, number];

function colour(random: Random, low: number, high: number): Colour {
  return [random(low, high), random(low, high), random(low, high)];
}

/**
 * Draws the captcha text as a PNG, hard for template and OCR attacks: glyphs in four self-drawn faces, each at a
 * size, width, weight, slant and proportions of its own and touching its neighbours, crossed by a curve in the
 * text's colour, the whole warped, over a mottled ground of shifting colour with faint lines and speckles. Returned
 * as a data: URL, the form the spec's captcha call answers. `random` is the secure source except in tests.
 */
export function renderCaptcha(text: string, random: Random = secureRandom()): string {
  const warp = globalWarp(random);
  const strokes = [...setText(text, CAPTCHA_WIDTH, CAPTCHA_HEIGHT, random), crossingCurve(random)];
  const ink = rasterise(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, strokes, warp);
  const faintLines: Stroke[] = Array.from({ length: 3 }, () => ({
    points: [random(-10, 40), random(0, CAPTCHA_HEIGHT), random(120, 170), random(0, CAPTCHA_HEIGHT)],
    pen: random(0.5, 0.9),
  }));
  const haze = rasterise(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, faintLines, warp);
  const ground = [colour(random, 215, 250), colour(random, 215, 250)] as const;
  const inks = [colour(random, 10, 110), colour(random, 10, 110)] as const;
  const hazeColour = colour(random, 120, 190);
  const mottle = [random(0, 7), random(0, 7), (2 * Math.PI) / random(25, 45)] as const;
  const pixels = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 4);
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const index = y * CAPTCHA_WIDTH + x;
      const along = x / CAPTCHA_WIDTH;
      const blotch = 10 * Math.sin(x * mottle[2] + mottle[0]) * Math.sin(y * mottle[2] + mottle[1]);
      const coverage = ink[index] ?? 0;
      const hazeCoverage = (haze[index] ?? 0) * 0.8;
      for (let channel = 0; channel < 3; channel++) {
        const back = (ground[0][channel] ?? 0) * (1 - along) + (ground[1][channel] ?? 0) * along + blotch;
        const hazed = back * (1 - hazeCoverage) + (hazeColour[channel] ?? 0) * hazeCoverage;
        const front = (inks[0][channel] ?? 0) * (1 - along) + (inks[1][channel] ?? 0) * along;
        pixels[index * 4 + channel] = Math.min(255, Math.round(hazed * (1 - coverage) + front * coverage));
      }
      pixels[index * 4 + 3] = 255;
    }
  }
  for (let speck = 0; speck < 90; speck++) {
    const index = Math.floor(random(0, CAPTCHA_WIDTH * CAPTCHA_HEIGHT));
    const shade = random(20, 170);
    pixels.set([shade, shade * random(0.8, 1.1), shade * random(0.9, 1.3)], index * 4);
  }
  return `data:image/png;base64,${encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, pixels).toString('base64')}`;
}
