import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** The first of br and gzip that the client accepts (a `q=0` refuses), or null for the page as it is. */
export function pageEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '').split(',').flatMap((item) => {
      const [name = '', ...params] = item.trim().toLowerCase().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return q !== undefined && Number(q.slice(2)) === 0 ? [] : [name.trim()];
    }),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

// The pages differ only by their preload hints (the home pages' or none), so they have few compressed forms:
// each is made once. Bounded, should the hints ever vary more (a banner list that keeps changing).
const MAX_KEPT = 32;
const kept = new Map<string, Buffer>();

function compress(page: string, encoding: Encoding): Buffer {
  const key = `${encoding}:${page}`;
  let body = kept.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(page, { level: 9 });
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, body);
  }
  return body;
}

/**
 * Sends an HTML page compressed for a client that asks. The pages come from the not-found handler, which is no
 * route, so the compress plugin (which hooks into each route) never sees them; written per request with their
 * hints, they have no precompressed twin either. The home page's HTML is about 6 kB, 2 kB compressed.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: string): FastifyReply {
  reply.header('vary', 'accept-encoding');
  const encoding = pageEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(page);
  return reply.header('content-encoding', encoding).send(compress(page, encoding));
}
