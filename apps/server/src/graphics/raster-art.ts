import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { withImageWorker } from './image-workers';

/** An SVG drawing rendered as WebP at a width, in pixels; `intrinsicWidth` is the width the SVG declares. */
export type RasterArt = (svg: string, size: { intrinsicWidth: number; width: number }) => Promise<Buffer>;

const DEFAULT_BUDGET_BYTES = 48 * 1024 * 1024;
/** Flat colours and gradients: 72 keeps edges clean at about 7 kB a tile and 20 kB a banner. */
const QUALITY = 72;

/**
 * Lobby art (game tiles, vendor logos, banners) is drawn as SVG (decision 0008) and served as WebP (decision 0050):
 * a browser builds a whole document, with style, layout and font lookups, on its main thread for every SVG image,
 * 10-100 ms each on a phone, while a raster decodes off the main thread. The SVG is rendered at the width asked for
 * (not scaled afterwards), on the shared image workers, once per drawing: the cache is keyed by the SVG's own hash,
 * so a changed vendor colour or theme draws anew, and requests for a drawing in progress wait for the same one.
 * Least recently used drawings leave once the cache holds more than its byte budget.
 */
export function createRasterArt({ budgetBytes = DEFAULT_BUDGET_BYTES } = {}): RasterArt {
  const drawn = new Map<string, Buffer>();
  const drawing = new Map<string, Promise<Buffer>>();
  let heldBytes = 0;

  const remember = (key: string, image: Buffer) => {
    drawn.set(key, image);
    heldBytes += image.length;
    for (const [oldest, old] of drawn) {
      if (heldBytes <= budgetBytes) break;
      drawn.delete(oldest);
      heldBytes -= old.length;
    }
  };

  return async (svg, { intrinsicWidth, width }) => {
    const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 22);
    const key = `${hash}@${width}`;
    const known = drawn.get(key);
    if (known) {
      // Most recently used last: Map keeps insertion order, so eviction takes the least recently used first.
      drawn.delete(key);
      drawn.set(key, known);
      return known;
    }
    const inProgress = drawing.get(key);
    if (inProgress) return inProgress;
    const work = withImageWorker(() =>
      sharp(Buffer.from(svg), { density: (72 * width) / intrinsicWidth })
        .resize({ width })
        .webp({ quality: QUALITY })
        .toBuffer(),
    ).then((image) => {
      remember(key, image);
      return image;
    });
    drawing.set(key, work);
    try {
      return await work;
    } finally {
      drawing.delete(key);
    }
  };
}
