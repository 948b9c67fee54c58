import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-app';
import { operatorToken } from '../../test/cashier';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/**
 * Calls anyone may make: the lobby, the site, signing in and up, password recovery, verification codes, the
 * vendors' and payment gateway's signed calls (refused by their signature), the images, and opening a chat (a
 * visitor's conversation is made by it) and the customer-service entries it is launched from.
 */
const PUBLIC = [
  /^\/lgw\//,
  /^\/img\//,
  /^\/wps\/system\//,
  /^\/wps\/captcha/,
  /^\/wps\/session\/login/,
  /^\/wps\/member\/register/,
  /^\/wps\/member\/password\/(reset|verification|email)/,
  /^\/wps\/verification\//,
  /^\/wps\/agent\/affiliate$/,
  /^\/wps\/promotions(\/|$)/,
  /^\/wps\/chat\/(open|models|launch)$/,
  /^\/wps\/game\/launchGame$/,
  /^\/wps\/provider\//,
  /^\/wps\/payments?\//,
  /^\/sandbox-psp\//,
  /^\/ops\/api\/session\/login/,
];

type Document = { paths: Record<string, Record<string, unknown>> };

/** Every call of both API documents, with a malformed address, query and body. */
function malformedCalls(document: Document) {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ['get', 'post', 'put', 'delete'].includes(method))
      .map((method) => ({
        path,
        method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url: `${path.replace(/\{[^}]+\}/g, 'not-an-id')}?pageNo=x&startDate=yesterday`,
      })),
  );
}

describe('the caller first (S8: state and authorisation before anything of the request is read)', () => {
  it('answers a stranger’s malformed call to any call that needs a session with 401, never with field errors', async () => {
    const operator = await operatorToken(t, 'operator');
    const member = (await t.app.inject({ url: '/docs/json' })).json() as Document;
    const ops = (
      await t.app.inject({ url: '/ops/api/reference', headers: { authorization: `Bearer ${operator}` } })
    ).json() as { value: Document } | Document;
    const opsDocument = 'value' in ops ? ops.value : ops;
    const calls = [...malformedCalls(member), ...malformedCalls(opsDocument)];
    expect(calls.length).toBeGreaterThan(100);
    const validatedFirst: string[] = [];
    for (const call of calls.filter((entry) => !PUBLIC.some((pattern) => pattern.test(entry.path)))) {
      const response = await t.app.inject({
        method: call.method,
        url: call.url,
        remoteAddress: '198.51.100.30',
        ...(call.method === 'GET' ? {} : { payload: { unexpected: ['field'] } }),
      });
      const body = response.json() as { code?: string };
      if (response.statusCode !== 401)
        validatedFirst.push(`${call.method} ${call.path}: ${response.statusCode} ${body.code}`);
    }
    expect(validatedFirst).toEqual([]);
  });
});
