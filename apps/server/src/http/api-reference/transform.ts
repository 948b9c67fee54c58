import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { accessOf, SECURITY } from './access';
import { VENDOR_WALLET_URL, vendorWalletSchema } from './vendor-wallet';

/**
 * Services mounted in this process for convenience that are not the portal's API: the built-in game provider
 * (decision 0018; its own deployable, reached by game pages and by our reconciliation) and the sandbox payment
 * gateway. Run apart, they are not here at all; the reference must not change with that choice.
 */
const OTHER_SERVICES = ['/play/', '/sandbox-psp/'];

/** `GET /wps/member/bets/:id` → `getWpsMemberBetsById`: stable, unique, and readable in generated clients. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('');
}

/**
 * One place decides, per route, what the reference says about it: hidden when it belongs to another service,
 * the vendor wallet described from its contracts, and every operation with its security requirement (from
 * `access.ts`) and an operation id. The zod schemas become JSON Schema through the type provider's transform.
 */
export const apiReferenceTransform: SwaggerTransform = (document) => {
  const { url, route } = document;
  if (OTHER_SERVICES.some((prefix) => url.startsWith(prefix))) return { schema: { hide: true }, url };
  const isVendorWallet = url === VENDOR_WALLET_URL;
  const schema: FastifySchema = isVendorWallet ? vendorWalletSchema : (document.schema ?? {});
  if (schema.hide) return { schema: { hide: true }, url };
  const method = Array.isArray(route.method) ? (route.method[0] ?? 'GET') : route.method;
  const transformed = jsonSchemaTransform({ ...document, schema });
  return {
    url: transformed.url,
    schema: {
      operationId: operationIdOf(method, url),
      ...transformed.schema,
      security: SECURITY[accessOf(url)],
    },
  };
};
