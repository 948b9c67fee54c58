import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import type { TrustProxy } from '../config';

export type ClientInfo = { ip: string; countryCode: string | null };

/** IPv4-mapped IPv6 addresses (`::ffff:1.2.3.4`) are shown and matched as plain IPv4. */
export function normaliseIp(raw: string): string {
  try {
    return ipaddr.process(raw).toString();
  } catch {
    return raw;
  }
}

function compileTrust(trustProxy: TrustProxy): (address: string) => boolean {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const trust = proxyaddr.compile(trustProxy);
  return (address) => trust(address, 0);
}

/**
 * Who is calling, as far as we can trust it. The address comes from Fastify, which only follows
 * X-Forwarded-For through the proxies TRUST_PROXY names. The country comes from the edge proxy's header
 * (Cloudflare's CF-IPCountry by default) and only when the direct peer is such a trusted proxy: a visitor
 * cannot pick their own country.
 */
export function createClientInfoReader(trustProxy: TrustProxy, countryHeader: string) {
  const isTrustedPeer = compileTrust(trustProxy);
  return (request: FastifyRequest): ClientInfo => {
    const ip = normaliseIp(request.ip);
    const peer = request.socket.remoteAddress ?? '';
    const header = request.headers[countryHeader];
    const country = typeof header === 'string' && isTrustedPeer(peer) ? header.trim().toUpperCase() : '';
    return { ip, countryCode: /^[A-Z]{2}$/.test(country) ? country : null };
  };
}
