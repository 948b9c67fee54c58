import { readdir, readFile } from 'node:fs/promises';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { zBannerArtParams, zCountryBadgeParams, zVendorLogoParams } from '@playhall/contracts/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RasterArt } from '../../graphics/raster-art';
import { AppError } from '../../http/app-error';
import type { VendorDirectory } from '../catalogue/vendor-directory';
import { renderCountryBadge } from './country-badge';
import { artFile, CACHE_FOR_A_DAY, sendArt } from './send-art';
import { LOGO_WIDTH, renderVendorLogo } from './vendor-logo';

/** The demo banners are drawn 1200 × 400; the WebP keeps that width, sharp on a 2× phone and a desktop row. */
const BANNER_WIDTH = 1200;

/**
 * Generated images, served under /img: the default image CDN of the bootstrap info points here, and a real CDN
 * in front of it caches them.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{
  vendors: VendorDirectory;
  rasterArt: RasterArt;
  bannersDir: string;
}> = async (app, { vendors, rasterArt, bannersDir }) => {
  const flagCache = new Map<string, Buffer>();
  // The demo banners are files shipped with the server: read once, so that an unknown name costs nothing and is
  // remembered nowhere.
  const banners = new Map<string, string>();
  for (const file of await readdir(bannersDir).catch(() => [])) {
    if (file.endsWith('.svg'))
      banners.set(file.slice(0, -4), await readFile(`${bannersDir}/${file}`, 'utf8'));
  }

  app.get(
    '/img/COUNTRY_FLAG/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Country flag badge (PNG)',
        params: zCountryBadgeParams,
      },
    },
    async (request, reply) => {
      const code = request.params.file.slice(0, 2);
      let image = flagCache.get(code);
      if (!image) {
        image = renderCountryBadge(code);
        flagCache.set(code, image);
      }
      return reply.type('image/png').header('cache-control', CACHE_FOR_A_DAY).send(image);
    },
  );

  app.get(
    '/img/vendor/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Vendor logo (SVG, or WebP drawn from it)',
        params: zVendorLogoParams,
      },
    },
    async (request, reply) => {
      const { name, isRaster } = artFile(request.params.file);
      const vendor = await vendors.getVendor(name);
      if (!vendor) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such vendor.');
      return sendArt(reply, rasterArt, renderVendorLogo(vendor), {
        isRaster,
        // Shown at 120 × 48: the drawn width is sharp on 2× screens.
        intrinsicWidth: LOGO_WIDTH,
        width: LOGO_WIDTH,
      });
    },
  );

  app.get(
    '/img/banners/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Demo banner (SVG, or WebP drawn from it)',
        params: zBannerArtParams,
      },
    },
    async (request, reply) => {
      const { name, isRaster } = artFile(request.params.file);
      const svg = banners.get(name);
      if (svg === undefined) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such banner.');
      return sendArt(reply, rasterArt, svg, { isRaster, intrinsicWidth: BANNER_WIDTH, width: BANNER_WIDTH });
    },
  );
};
