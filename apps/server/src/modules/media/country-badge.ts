import { encodePng } from './png';

/** A 5×7 bitmap of each capital letter, one string per row, `#` for ink. */
const GLYPHS: Record<string, string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
};

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
  const glyphWidth = 5 * SCALE;
  const gap = SCALE * 2;
  const left = Math.floor((WIDTH - (glyphWidth * 2 + gap)) / 2);
  const top = Math.floor((HEIGHT - 7 * SCALE) / 2);
  [...code.slice(0, 2)].forEach((char, index) => {
    const glyph = GLYPHS[char];
    if (!glyph) return;
    glyph.forEach((row, gy) => {
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < SCALE; dy++) {
          for (let dx = 0; dx < SCALE; dx++) {
            const x = left + index * (glyphWidth + gap) + gx * SCALE + dx;
            const y = top + gy * SCALE + dy;
            pixels.set([255, 255, 255, 255], (y * WIDTH + x) * 4);
          }
        }
      });
    });
  });
  return encodePng(WIDTH, HEIGHT, pixels);
}
