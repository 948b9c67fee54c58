import { type ApiOperation, type ApiReference, zApiReference } from '@playhall/contracts/api-reference';
import { zErrorEnvelope } from '@playhall/contracts/envelope';
import { z } from 'zod';
import { type Audience, audienceOf, SECURITY_SCHEMES } from './access';

export type ApiDocuments = Record<Audience, ApiReference>;

const INFO: Record<Audience, { title: string; description: string }> = {
  public: {
    title: 'Playhall API',
    description:
      'The calls of members, agents and game vendors, generated from the zod schemas the server validates with. Every JSON answer is an envelope `{ success, code, message, value }`; a refusal has `success: false`, a stable `code` and `value: null` unless it carries something. The operator console’s calls are documented for signed-in operators only.',
  },
  operator: {
    title: 'Playhall operator API',
    description:
      'The operator console’s calls (/ops/api), for signed-in operators. Answers use the same envelope as the public API.',
  },
};

const REFUSED = '#/components/responses/Refused';

/** Every call can be refused (validation, limits, maintenance...) with the error envelope. */
function withRefusal(operation: ApiOperation): ApiOperation {
  if (Object.keys(operation.responses).some((status) => status.startsWith('4'))) return operation;
  return { ...operation, responses: { ...operation.responses, '4XX': { $ref: REFUSED } } };
}

function referencedSchemas(root: unknown, schemas: Record<string, unknown>): Set<string> {
  const found = new Set<string>();
  const pending = [root];
  while (pending.length > 0) {
    const text = JSON.stringify(pending.pop());
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name && !found.has(name)) {
        found.add(name);
        pending.push(schemas[name]);
      }
    }
  }
  return found;
}

function referencedSchemes(paths: ApiReference['paths']): Set<string> {
  const names = new Set<string>();
  for (const item of Object.values(paths))
    for (const operation of Object.values(item))
      for (const requirement of operation.security ?? [])
        for (const name of Object.keys(requirement)) names.add(name);
  return names;
}

function pick<T>(entries: Record<string, T>, names: Set<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(entries).filter(([name]) => names.has(name)));
}

/**
 * Splits the generated document into the public reference (member, agent, vendor and public calls, served at
 * /docs) and the operator reference (/ops/api, served to operators only), each self-contained: only the schemas
 * and security schemes its own operations use.
 */
export function splitApiReference(generated: unknown): ApiDocuments {
  const document = zApiReference.parse(generated);
  const generatedSchemas = z.record(z.string(), z.unknown()).parse(document.components?.schemas ?? {});
  const schemas = {
    ...generatedSchemas,
    ErrorEnvelope: z.toJSONSchema(zErrorEnvelope, { target: 'openapi-3.0' }),
  };
  const build = (audience: Audience): ApiReference => {
    const paths: ApiReference['paths'] = {};
    for (const [path, item] of Object.entries(document.paths)) {
      if (audienceOf(path) !== audience) continue;
      paths[path] = Object.fromEntries(
        Object.entries(item).map(([method, operation]) => [method, withRefusal(operation)]),
      );
    }
    const responses = {
      Refused: {
        description:
          'Refused: the error envelope with a stable code (and field errors for a validation failure)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      },
    };
    return {
      ...document,
      info: { ...document.info, ...INFO[audience] },
      paths,
      components: {
        schemas: pick(schemas, referencedSchemas({ paths, responses }, schemas)),
        responses,
        securitySchemes: pick(SECURITY_SCHEMES, referencedSchemes(paths)),
      },
    };
  };
  return { public: build('public'), operator: build('operator') };
}
