import { ErrorCode } from '@playhall/contracts/error-codes';
import { zCountryBadgeParams, zVendorLogoParams } from '@playhall/contracts/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { SVG_CONTENT_SECURITY_POLICY } from '../../http/security-headers';
import type { VendorDirectory } from '../catalogue/vendor-directory';
import { renderCountryBadge } from './country-badge';
import { renderVendorLogo } from './vendor-logo';

const CACHE_FOR_A_DAY = 'public, max-age=86400';

/**
 * Generated images, served under /img: the default image CDN of the bootstrap info points here, and a real CDN
 * in front of it caches them.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ vendors: VendorDirectory }> = async (app, { vendors }) => {
  const flagCache = new Map<string, Buffer>();

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
        summary: 'Vendor logo (SVG)',
        params: zVendorLogoParams,
      },
    },
    async (request, reply) => {
      const vendor = await vendors.getVendor(request.params.file.slice(0, -4));
      if (!vendor) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such vendor.');
      return reply
        .type('image/svg+xml')
        .header('cache-control', CACHE_FOR_A_DAY)
        .header('content-security-policy', SVG_CONTENT_SECURITY_POLICY)
        .send(renderVendorLogo(vendor));
    },
  );
};
