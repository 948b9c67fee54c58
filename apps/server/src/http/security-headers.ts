import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const contentSecurityPolicy = (frameSources: string, connectSources: readonly string[]) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // The speed test pings the brand's other domains (mirrors) from the page.
    ["connect-src 'self'", ...connectSources].join(' '),
    // The lite app: its service worker (/sw.js) and its manifest come from the site itself.
    "worker-src 'self'",
    "manifest-src 'self'",
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

/** Set on every answer, success, error or 404 (RELIABILITY.md H1). Computed once per change of the sources. */
const baseHeaders = (frameSources: string, connectSources: readonly string[]) => ({
  'content-security-policy': contentSecurityPolicy(frameSources, connectSources),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
});

const HSTS = 'max-age=31536000; includeSubDomains';

/** A plain origin (scheme, host, port): nothing in it can end a CSP directive or add a source of its own. */
const PLAIN_ORIGIN = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

export type SecurityHeadersOptions = {
  /** The built-in provider's origin when it runs alone; the portal frames its game pages. */
  gamesOrigin?: string | undefined;
  /**
   * The origins pages may also connect to (the brand's domains, for the speed test). Asked on every request: it
   * should answer the same array until its source changes (a table-cache entry does); anything not a plain origin
   * is left out.
   */
  connectSources?: () => Promise<readonly string[]>;
};

export const securityHeaders = fp(
  async (app: FastifyInstance, { gamesOrigin, connectSources }: SecurityHeadersOptions) => {
    const frameSources = gamesOrigin ? ` ${gamesOrigin}` : '';
    const fallback = baseHeaders(frameSources, []);
    let known: { sources: readonly string[]; headers: typeof fallback } | null = null;
    const headersFor = async (): Promise<typeof fallback> => {
      if (!connectSources) return fallback;
      // Without its list (the database is down) a page still gets the page policy, without the other domains.
      const sources = await connectSources().catch(() => null);
      if (sources === null) return fallback;
      if (known?.sources !== sources) {
        const plain = sources.filter((source) => PLAIN_ORIGIN.test(source));
        known = { sources, headers: baseHeaders(frameSources, plain) };
      }
      return known.headers;
    };
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(await headersFor());
      // request.protocol honours TRUST_PROXY, so a TLS-terminating proxy in front still gets HSTS.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
