/**
 * The captcha's own stroke fonts, drawn for it (decision 0008: no font files). Each glyph is a centre line on a grid
 * 10 units high, as [width, path]; the path reads like SVG's: M x y (move), L x y (line), H x, V y, and
 * E cx cy rx ry from to (elliptic arc, angles in degrees, clockwise from east, continuing the stroke). Two skeletons unlike each other, one of round strokes and one of straight cut corners; the renderer adds
 * serifs, weights, proportions and slants, so no two glyphs of one character need look alike. Only the characters
 * of the captcha alphabet are drawn.
 */
export type GlyphShape = readonly [width: number, path: string];

export const ROUND_GLYPHS: Record<string, GlyphShape> = {
  A: [7, 'M0 10L3.5 0L7 10M1.5 6.3H5.5'],
  C: [7, 'E4 5 4 5 -45 -315'],
  D: [7, 'M0 0V10H2.5E2.5 5 4.5 5 90 -90H0'],
  E: [6, 'M6 0H0V10H6M0 5H4.8'],
  H: [7, 'M0 0V10M7 0V10M0 5H7'],
  K: [6.5, 'M0 0V10M6.5 0L0 6.2M2.2 4.3L6.5 10'],
  M: [8, 'M0 10V0L4 7L8 0V10'],
  R: [6.5, 'M0 10V0H3.3E3.3 2.7 2.7 2.7 -90 90H0M3 5.4L6.5 10'],
  S: [6, 'E3 2.6 2.9 2.6 -20 -270E3 7.6 3 2.4 -90 160'],
  T: [7, 'M0 0H7M3.5 0V10'],
  W: [9, 'M0 0L2.2 10L4.5 2.5L6.8 10L9 0'],
  Y: [7, 'M0 0L3.5 5L7 0M3.5 5V10'],
  Z: [6.5, 'M0 0H6.5L0 10H6.5'],
};

export const ANGULAR_GLYPHS: Record<string, GlyphShape> = {
  A: [7, 'M0 10L2.5 0H4.5L7 10M1.3 6.3H5.7'],
  C: [7, 'M7 0H2L0 2V8L2 10H7'],
  D: [7, 'M0 0V10H4.5L7 7.5V2.5L4.5 0H0'],
  E: [6.5, 'M6.5 0H0V10H6.5M0 5H5'],
  H: [6.5, 'M0 0V10M6.5 0V10M0 5.5H6.5'],
  K: [6.5, 'M0 0V10M0 5H2.5L6.5 0M2.5 5L6.5 10'],
  M: [8, 'M0 10V0L4 4L8 0V10'],
  R: [6.5, 'M0 10V0H5L6.5 1.5V4L5 5.5H0M3.5 5.5L6.5 10'],
  S: [6.5, 'M6.5 0H1.5L0 1.5V3.5L1.5 5H5L6.5 6.5V8.5L5 10H0'],
  T: [7, 'M0 0H7M3.5 0V10'],
  W: [9, 'M0 0V10L4.5 6L9 10V0'],
  Y: [7, 'M0 0V3L3.5 6L7 3V0M3.5 6V10'],
  Z: [6.5, 'M0 0H6.5V2L0 8V10H6.5'],
};
