import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginToken } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { operatorToken } from '../../../test/cashier';
import { redoclyProblems } from '../../../test/redocly';

type Operation = { security?: Record<string, string[]>[]; parameters?: { name: string; in: string }[] };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown> };
};

let t: TestContext;
let publicDocument: Document;
beforeAll(async () => {
  t = await buildTestApp();
  publicDocument = (await t.app.inject({ url: '/docs/json' })).json();
});
afterAll(async () => t.close());

const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

/** A concrete address for a documented path: every path parameter filled with a harmless value. */
const concrete = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'file' ? 'x.png' : '1'));

async function operatorReference(): Promise<Document> {
  const { response, body } = await api(t, 'GET', '/ops/api/reference', {
    token: await operatorToken(t, 'operator'),
  });
  expect(response.statusCode, response.body).toBe(200);
  return body.value;
}

describe('the API reference', () => {
  it('issue 11.17: guests get no operator call in /docs/json, /docs/yaml or the viewer', async () => {
    const operatorPaths = Object.keys(publicDocument.paths).filter((path) => path.startsWith('/ops'));
    expect(operatorPaths).toEqual([]);
    expect(Object.keys(publicDocument.components?.securitySchemes ?? {})).not.toContain('operatorSession');
    const yaml = await t.app.inject({ url: '/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).not.toContain('/ops/');
    // The viewer renders exactly that document.
    const viewer = await t.app.inject({ url: '/docs/static/swagger-initializer.js' });
    expect(viewer.body).toMatch(/resolveUrl\('\.\/json'\)|url: *['"]\.?\/?(docs\/)?json/);
  });

  it('issue 11.17: the public reference keeps the member, agent, vendor and public calls with their security', async () => {
    const security = (path: string, method: string) => publicDocument.paths[path]?.[method]?.security;
    expect(security('/wps/system/status', 'get')).toEqual([]);
    expect(security('/wps/member/info', 'get')).toEqual([{ memberSession: [] }]);
    expect(security('/wps/cashier/transfer-upline', 'post')).toEqual([{ memberSession: [] }]);
    expect(security('/wps/game/launchGame', 'get')).toEqual([{}, { memberSession: [] }]);
    expect(security('/wps/provider/{vendor}/{action}', 'post')).toEqual([{ vendorSignature: [] }]);
    expect(publicDocument.components?.securitySchemes).toHaveProperty('vendorSignature.name', 'X-Signature');
  });

  it('issue 11.17: an operator’s token gets the operator reference; a member’s token and no token do not', async () => {
    const reference = await operatorReference();
    expect(Object.keys(reference.paths).length).toBeGreaterThan(10);
    for (const path of Object.keys(reference.paths)) expect(path).toMatch(/^\/ops\/api\//);
    expect(reference.paths['/ops/api/members/{id}/adjust']?.post?.security).toEqual([
      { operatorSession: [] },
    ]);
    expect(reference.paths['/ops/api/session/login']?.post?.security).toEqual([]);

    const member = await loginToken(t, 'player01');
    const asMember = await api(t, 'GET', '/ops/api/reference', { token: member });
    expect(asMember.response.statusCode).toBe(401);
    expect(asMember.body).toMatchObject({ success: false, code: 'UNAUTHORIZED', value: null });
    expect((await api(t, 'GET', '/ops/api/reference')).response.statusCode).toBe(401);
  });

  it('issue 11.17: what the reference declares about access is what the routes do to a guest', async () => {
    const everyOperation = [...operations(publicDocument), ...operations(await operatorReference())];
    for (const { path, method, operation } of everyOperation) {
      expect(operation.security, `${method} ${path} declares no security`).toBeDefined();
    }
    for (const { path, method, operation } of everyOperation) {
      if (method !== 'get') continue;
      const { response } = await api(t, 'GET', concrete(path));
      const requirements = operation.security ?? [];
      const needs =
        requirements.length > 0 && requirements.every((requirement) => Object.keys(requirement).length > 0);
      if (needs) expect(response.statusCode, `GET ${path} answered a guest`).not.toBe(200);
      else expect([401, 403], `GET ${path} refused a guest`).not.toContain(response.statusCode);
    }
  });

  it('issue 11.19: the public and operator references pass Redocly’s recommended rules with no problem', async () => {
    expect(await redoclyProblems(publicDocument)).toEqual([]);
    expect(await redoclyProblems(await operatorReference())).toEqual([]);
  }, 30_000);
});
