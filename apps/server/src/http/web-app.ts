import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ErrorEnvelope } from '@playhall/contracts/envelope';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendPage } from './compressed-page';
import type { PageHints } from './page-hints';

/** The lite app's service worker, written by the web build at the site root so that its scope is the whole site. */
const SERVICE_WORKER = 'sw.js';
/** Where index.html's splash takes the page's own markup (apps/web/index.html). */
const SPLASH_MARKER = '<!--splash-->';
/** Where index.html's <head> takes the tags that must come before its scripts and styles. */
const EARLY_MARKER = '<!--early-->';

/** Paths that belong to the API or to generated media: they never fall back to the web app. */
const API_PREFIXES = ['/wps/', '/lgw/', '/img/', '/docs', '/assets/', '/ops/api/', '/sandbox-psp/', '/play/'];

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Playhall</title>
<body style="font-family:sans-serif;background:#0b1020;color:#e5e7eb;padding:3rem">
<h1>The web app is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first).</p></body></html>`;

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built single-page app: hashed assets with their precompressed .br/.gz twins and a year of caching,
 * and index.html for every other page address so that a hard refresh on any route of the spec works.
 * Everything else that matches nothing is the JSON 404 envelope.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | null,
  options: {
    /**
     * Extra tags for a page's <head> (preload hints) and its splash, by path and visitor; a failure leaves the page
     * without them.
     */
    pageHints?: (path: string, request: FastifyRequest) => Promise<PageHints>;
  } = {},
): Promise<void> {
  const hasBuild = distDir !== null && existsSync(join(distDir, 'index.html'));
  if (distDir !== null && hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : // The service worker names this build's files: a new build must reach browsers at once.
              path.endsWith(`${sep}${SERVICE_WORKER}`)
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  } else if (distDir !== null) {
    app.log.warn({ distDir }, 'the web app is not built; pages answer with a build hint');
  }
  const indexHtml =
    hasBuild && distDir !== null ? await readFile(join(distDir, 'index.html'), 'utf8') : NOT_BUILT_PAGE;

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (distDir !== null && wantsPage(request)) {
      const hints = hasBuild
        ? await options.pageHints?.(request.url.split('?')[0] ?? '/', request).catch((error: unknown) => {
            request.log.warn({ err: error }, 'page hints failed');
            return undefined;
          })
        : undefined;
      let page = indexHtml;
      if (hints?.early) page = page.replace(EARLY_MARKER, hints.early);
      if (hints?.head) page = page.replace('</head>', `  ${hints.head}\n  </head>`);
      if (hints?.splash) page = page.replace(SPLASH_MARKER, hints.splash);
      return sendPage(
        request,
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache'),
        page,
      );
    }
    return reply.status(404).send({
      success: false,
      code: ErrorCode.NOT_FOUND,
      message: `Nothing at ${request.method} ${request.url.split('?')[0]}`,
      value: null,
    } satisfies ErrorEnvelope);
  });
}
