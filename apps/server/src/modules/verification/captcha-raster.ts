import type { Stroke } from './captcha-strokes';

/**
 * The global warp, as where each pixel's point of the drawing lies: u = x + across[y] + diagonal[x + y] and
 * v = y + down[x], smooth waves tabulated once per image.
 */
export type Warp = { across: Float64Array; diagonal: Float64Array; down: Float64Array };

const BUCKET = 8;

/**
 * Ink coverage (0..1 per pixel, anti-aliased) of pen strokes seen through a warp. Each pixel asks where it comes
 * from and how far that point lies from the nearest stroke; segments are bucketed by column so each pixel only
 * measures the few that could reach it, which keeps a whole captcha to a millisecond or two.
 */
export function rasterise(width: number, height: number, strokes: Stroke[], warp: Warp): Float32Array {
  const margin = 2 * BUCKET;
  const buckets: number[][] = Array.from({ length: Math.ceil((width + 2 * margin) / BUCKET) + 1 }, () => []);
  const list: number[] = [];
  for (const { points, pen } of strokes) {
    for (let index = 0; index + 3 < points.length; index += 2) {
      const ax = points[index] ?? 0;
      const ay = points[index + 1] ?? 0;
      const bx = points[index + 2] ?? 0;
      const by = points[index + 3] ?? 0;
      const offset = list.length;
      list.push(ax, ay, bx, by, pen);
      const reach = pen + 1;
      const first = Math.max(0, Math.floor((Math.min(ax, bx) - reach + margin) / BUCKET));
      const last = Math.min(buckets.length - 1, Math.floor((Math.max(ax, bx) + reach + margin) / BUCKET));
      for (let bucket = first; bucket <= last; bucket++) buckets[bucket]?.push(offset);
    }
  }
  const segments = Float64Array.from(list);
  const coverage = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = x + 0.5 + (warp.across[y] ?? 0) + (warp.diagonal[x + y] ?? 0);
      const v = y + 0.5 + (warp.down[x] ?? 0);
      const bucket = buckets[Math.floor((u + margin) / BUCKET)];
      if (!bucket) continue;
      let ink = 0;
      for (const offset of bucket) {
        const ax = segments[offset] ?? 0;
        const ay = segments[offset + 1] ?? 0;
        const dx = (segments[offset + 2] ?? 0) - ax;
        const dy = (segments[offset + 3] ?? 0) - ay;
        const pen = segments[offset + 4] ?? 0;
        const length = dx * dx + dy * dy;
        const t = length > 0 ? Math.min(1, Math.max(0, ((u - ax) * dx + (v - ay) * dy) / length)) : 0;
        const ex = u - ax - t * dx;
        const ey = v - ay - t * dy;
        const value = pen + 0.5 - Math.sqrt(ex * ex + ey * ey);
        if (value > ink) ink = Math.min(value, 1);
        if (ink === 1) break;
      }
      coverage[y * width + x] = ink;
    }
  }
  return coverage;
}
