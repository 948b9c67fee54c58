import { z } from 'zod';

/**
 * The parts of an OpenAPI 3.0 document that the operator console's reference page reads. The server answers the
 * whole document (extra fields pass through); schemas stay plain JSON Schema objects.
 */
const zJsonObject = z.record(z.string(), z.unknown());

export const zApiParameter = z
  .object({
    name: z.string(),
    in: z.string(),
    required: z.boolean().optional(),
    description: z.string().optional(),
    schema: zJsonObject.optional(),
  })
  .loose();

export const zApiOperation = z
  .object({
    operationId: z.string().optional(),
    summary: z.string().optional(),
    description: z.string().optional(),
    tags: z.array(z.string()).optional(),
    security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
    parameters: z.array(zApiParameter).optional(),
    requestBody: z
      .object({ content: z.record(z.string(), zJsonObject) })
      .loose()
      .optional(),
    responses: z.record(z.string(), zJsonObject),
  })
  .loose();

export const zApiReference = z
  .object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }).loose(),
    paths: z.record(z.string(), z.record(z.string(), zApiOperation)),
    components: zJsonObject.optional(),
  })
  .loose();

export type ApiOperation = z.infer<typeof zApiOperation>;
export type ApiParameter = z.infer<typeof zApiParameter>;
export type ApiReference = z.infer<typeof zApiReference>;
