import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createRasterArt } from './raster-art';

const square = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><rect width="100" height="100" fill="${colour}"/><circle cx="50" cy="50" r="30" fill="#fff"/></svg>`;

describe('raster art (decision 0050)', () => {
  it('draws the SVG as WebP at the width asked for, not scaled up from its own size', async () => {
    const raster = createRasterArt();
    const image = await raster(square('#123456'), { intrinsicWidth: 100, width: 400 });
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    expect(await sharp(image).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
    // The circle's edge is drawn at 400 pixels: a pixel just inside it is white, just outside it the fill.
    const pixel = (x: number, y: number) => data[(y * info.width + x) * info.channels] ?? 0;
    expect(pixel(200, 200 - 118)).toBeGreaterThan(230);
    expect(pixel(200, 200 - 123)).toBeLessThan(60);
  });

  it('draws a drawing once: later and simultaneous requests get the same bytes', async () => {
    const raster = createRasterArt();
    const [a, b] = await Promise.all([
      raster(square('#aa0000'), { intrinsicWidth: 100, width: 50 }),
      raster(square('#aa0000'), { intrinsicWidth: 100, width: 50 }),
    ]);
    expect(a).toBe(b);
    expect(await raster(square('#aa0000'), { intrinsicWidth: 100, width: 50 })).toBe(a);
    // Another colour or another width is another drawing.
    expect(await raster(square('#00aa00'), { intrinsicWidth: 100, width: 50 })).not.toBe(a);
    expect(await raster(square('#aa0000'), { intrinsicWidth: 100, width: 60 })).not.toBe(a);
  });

  it('lets the least recently used drawings go once over its byte budget', async () => {
    const raster = createRasterArt({ budgetBytes: 1 });
    const first = await raster(square('#0000aa'), { intrinsicWidth: 100, width: 50 });
    await raster(square('#00aaaa'), { intrinsicWidth: 100, width: 50 });
    const again = await raster(square('#0000aa'), { intrinsicWidth: 100, width: 50 });
    expect(again).not.toBe(first);
    expect(again.equals(first)).toBe(true);
  });

  it('refuses a drawing it cannot read, and draws the next one', async () => {
    const raster = createRasterArt();
    await expect(raster('<svg', { intrinsicWidth: 100, width: 50 })).rejects.toThrow();
    await expect(raster('<svg', { intrinsicWidth: 100, width: 50 })).rejects.toThrow();
    expect(
      (await sharp(await raster(square('#777777'), { intrinsicWidth: 100, width: 50 })).metadata()).width,
    ).toBe(50);
  });
});
