import { drawGlyph, GLYPH_HEIGHT, GLYPH_WIDTH } from '../../graphics/bitmap-font';
import { encodePng } from '../../graphics/png';

const PALETTE: [number, number, number][] = [
  [196, 30, 58],
  [0, 82, 165],
  [0, 122, 61],
  [230, 126, 34],
  [142, 68, 173],
  [22, 160, 133],
  [192, 57, 43],
  [41, 128, 185],
];

const WIDTH = 60;
const HEIGHT = 40;
const SCALE = 3;

/**
 * The flag badge served at COUNTRY_FLAG/{code}.png: the ISO code on a colour picked from the code. We draw it
 * rather than ship national flag artwork we have no licence to.
 */
export function renderCountryBadge(countryCode: string): Buffer {
  const code = countryCode.toUpperCase();
  const seed = [...code].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7);
  const [r, g, b] = PALETTE[seed % PALETTE.length] ?? [0, 0, 0];
  const pixels = new Uint8Array(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const offset = (y * WIDTH + x) * 4;
      const shade = y < HEIGHT / 2 ? 1 : 0.82; // two bands, like most flags
      pixels.set([Math.round(r * shade), Math.round(g * shade), Math.round(b * shade), 255], offset);
    }
  }
  const glyphWidth = GLYPH_WIDTH * SCALE;
  const gap = SCALE * 2;
  const left = Math.floor((WIDTH - (glyphWidth * 2 + gap)) / 2);
  const top = Math.floor((HEIGHT - GLYPH_HEIGHT * SCALE) / 2);
  [...code.slice(0, 2)].forEach((char, index) => {
    drawGlyph(pixels, WIDTH, char, left + index * (glyphWidth + gap), top, SCALE, [255, 255, 255, 255]);
  });
  return encodePng(WIDTH, HEIGHT, pixels);
}
