import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { zApiReference } from '@playhall/contracts/api-reference';
import { envelope } from '@playhall/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransformObject, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../envelope';
import { SECURITY_SCHEMES } from './access';
import { type ApiDocuments, splitApiReference } from './documents';
import { apiReferenceTransform } from './transform';

/**
 * The API reference (issue 11.17): one generated document split in two. Guests get the member, agent, vendor and
 * public calls at /docs (Swagger UI) and /docs/json; the operator console's calls are answered only to an
 * operator's session at `GET /ops/api/reference`, which the console renders (its token lives in the tab's
 * session storage, so a plain browser visit to a docs page could never carry it). Must be registered before the
 * routes it documents. `requireOperator` is the console's session check (ops), passed in: this layer knows no
 * domain.
 */
export async function registerApiReference(
  app: FastifyInstance,
  { requireOperator }: { requireOperator: (request: FastifyRequest) => Promise<unknown> },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Playhall API', version: '1.0.0' },
      // Relative: the portal answers on its mirror domains too, and each serves the reference of itself.
      servers: [{ url: '/', description: 'The portal that serves this document' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: apiReferenceTransform,
    transformObject: jsonSchemaTransformObject,
  });

  // Split once, on first use, after every route is known; the generated document itself is cached by the plugin.
  let documents: ApiDocuments | undefined;
  const reference = () => {
    documents ??= splitApiReference(app.swagger());
    return documents;
  };

  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Swagger UI sets its own policy on its pages; keep H1's base-uri rule there too.
    transformStaticCSP: (header) => header.replace("base-uri 'self'", "base-uri 'none'"),
    transformSpecification: () => reference().public,
    transformSpecificationClone: false,
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/ops/api/reference',
    {
      schema: {
        tags: ['operator console'],
        summary: 'The operator API reference (OpenAPI 3), for the console’s reference page',
        response: { 200: envelope(zApiReference) },
      },
    },
    async (request, reply) => {
      await requireOperator(request);
      reply.header('cache-control', 'no-store');
      return ok(reference().operator);
    },
  );
}
