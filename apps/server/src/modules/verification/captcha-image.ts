import { randomInt } from 'node:crypto';
import { drawGlyph, GLYPH_HEIGHT, GLYPH_WIDTH } from '../media/bitmap-font';
import { encodePng } from '../media/png';

/** No look-alikes (0/O, 1/I/L, 9/g): a person should never fail on shapes. */
export const ALPHABET = 'ABCDEFHJKMNPRSTUVWXYZ2345678';
export const CAPTCHA_LENGTH = 5;
const WIDTH = 160;
const HEIGHT = 56;

export function randomCaptchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

function line(
  pixels: Uint8Array,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  rgba: [number, number, number, number],
) {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
  for (let step = 0; step <= steps; step++) {
    const x = Math.round(x0 + ((x1 - x0) * step) / steps);
    const y = Math.round(y0 + ((y1 - y0) * step) / steps);
    if (x >= 0 && y >= 0 && x < WIDTH && y < HEIGHT) pixels.set(rgba, (y * WIDTH + x) * 4);
  }
}

/**
 * Draws the captcha text as a PNG: letters at random heights and sizes in dark colours over a light ground, crossed
 * by noise lines and speckles. Returned as a data: URL, the form the spec's captcha call answers.
 */
export function renderCaptcha(text: string): string {
  const pixels = new Uint8Array(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const shade = 236 + Math.round((x / WIDTH) * 14);
      pixels.set([shade, shade - 4, 250, 255], (y * WIDTH + x) * 4);
    }
  }
  for (let index = 0; index < 4; index++) {
    const colour: [number, number, number, number] = [
      120 + randomInt(80),
      120 + randomInt(80),
      160 + randomInt(80),
      255,
    ];
    line(pixels, randomInt(WIDTH), randomInt(HEIGHT), randomInt(WIDTH), randomInt(HEIGHT), colour);
  }
  const slot = WIDTH / (text.length + 1);
  [...text].forEach((char, index) => {
    const scale = 4 + randomInt(2);
    const left = Math.round(slot * (index + 0.5) + randomInt(6)) - 2;
    const top = Math.max(0, Math.round((HEIGHT - GLYPH_HEIGHT * scale) / 2) + randomInt(9) - 4);
    const colour: [number, number, number, number] = [
      20 + randomInt(90),
      20 + randomInt(60),
      60 + randomInt(120),
      255,
    ];
    drawGlyph(pixels, WIDTH, char, Math.min(left, WIDTH - GLYPH_WIDTH * scale), top, scale, colour);
  });
  for (let index = 0; index < 2; index++) {
    line(pixels, 0, randomInt(HEIGHT), WIDTH - 1, randomInt(HEIGHT), [
      70 + randomInt(60),
      60,
      120 + randomInt(60),
      255,
    ]);
  }
  for (let index = 0; index < 180; index++) {
    const shade = randomInt(180);
    pixels.set([shade, shade, shade + 60, 255], (randomInt(HEIGHT) * WIDTH + randomInt(WIDTH)) * 4);
  }
  return `data:image/png;base64,${encodePng(WIDTH, HEIGHT, pixels).toString('base64')}`;
}
