import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const contentSecurityPolicy = (frameSources: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self'${frameSources}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

/**
 * Generated SVG art (tile art, vendor logos) replaces the page policy with a tighter one: an SVG opened on its own
 * is a document, so it may load nothing and run nothing. It still carries H1's rules (object-src, base-uri,
 * frame-ancestors), which `default-src` does not cover.
 */
export const SVG_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'";

/** Set on every answer, success, error or 404 (RELIABILITY.md H1). Computed once, not per request. */
const baseHeaders = (frameSources: string) => ({
  'content-security-policy': contentSecurityPolicy(frameSources),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
});

const HSTS = 'max-age=31536000; includeSubDomains';

/** `gamesOrigin`: the built-in provider's origin when it runs alone; the portal frames its game pages. */
export const securityHeaders = fp(
  async (app: FastifyInstance, { gamesOrigin }: { gamesOrigin?: string | undefined }) => {
    const headers = baseHeaders(gamesOrigin ? ` ${gamesOrigin}` : '');
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(headers);
      // request.protocol honours TRUST_PROXY, so a TLS-terminating proxy in front still gets HSTS.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
