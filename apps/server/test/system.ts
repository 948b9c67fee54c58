import { expect } from 'vitest';
import { api, type Call } from './accounts';
import type { TestContext } from './build-app';

/** The address system calls come from: the bootstrap answer reports it back as the visitor's location. */
export const VISITOR_IP = '198.51.100.1';

/** A visitor's call to the public system API: no session, from VISITOR_IP. */
export function visitorCall(
  t: TestContext,
  method: 'GET' | 'PUT',
  url: string,
  options: { payload?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<Call> {
  return api(t, method, url, { ip: VISITOR_IP, ...options });
}

/** The envelope of a refused input: VALIDATION_FAILED, with this code on this field among its errors. */
export function expectValidationError(body: unknown, field: string, code: string) {
  expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  expect((body as { errors: { field: string; code: string }[] }).errors).toContainEqual(
    expect.objectContaining({ field, code }),
  );
}
