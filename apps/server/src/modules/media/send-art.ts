import type { FastifyReply } from 'fastify';
import type { RasterArt } from '../../graphics/raster-art';
import { SVG_CONTENT_SECURITY_POLICY } from '../../http/security-headers';

export const CACHE_FOR_A_DAY = 'public, max-age=86400';

/** A file name's drawing and format: "7001.webp" is drawing "7001" as WebP. */
export function artFile(file: string): { name: string; isRaster: boolean } {
  const dot = file.lastIndexOf('.');
  return { name: file.slice(0, dot), isRaster: file.slice(dot) === '.webp' };
}

/**
 * Sends a drawing as the file name asks: the SVG (with a policy that lets it run nothing), or the same drawing as
 * WebP at the given width (decision 0050), which is what the lobby shows.
 */
export async function sendArt(
  reply: FastifyReply,
  rasterArt: RasterArt,
  svg: string,
  { isRaster, intrinsicWidth, width }: { isRaster: boolean; intrinsicWidth: number; width: number },
) {
  reply.header('cache-control', CACHE_FOR_A_DAY);
  if (!isRaster)
    return reply
      .type('image/svg+xml')
      .header('content-security-policy', SVG_CONTENT_SECURITY_POLICY)
      .send(svg);
  return reply.type('image/webp').send(await rasterArt(svg, { intrinsicWidth, width }));
}
