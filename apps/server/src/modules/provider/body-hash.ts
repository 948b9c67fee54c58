import { createHash } from 'node:crypto';

/**
 * What makes two callbacks "the same" (PROVIDER-PROTOCOL.md rule 1): the action and every field but the request
 * id, in a fixed order.
 */
export function bodyHash(action: string, body: Record<string, unknown>): string {
  const { requestId: _requestId, ...fields } = body;
  const canonical = JSON.stringify([
    action,
    Object.keys(fields)
      .sort()
      .map((key) => [key, fields[key]]),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
