import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginToken } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';

let t: TestContext;
let member: string;
beforeAll(async () => {
  t = await buildTestApp();
  member = await loginToken(t, 'agent02');
});
afterAll(async () => t.close());

describe('favourites and recent games', () => {
  it('adds and removes favourites idempotently, and lists them', async () => {
    const add = () => api(t, 'POST', '/wps/member/favorites', { token: member, payload: { nodeId: 1001 } });
    expect((await add()).body.success).toBe(true);
    expect((await add()).body.success).toBe(true);
    await api(t, 'POST', '/wps/member/favorites', { token: member, payload: { nodeId: 1002 } });
    expect((await api(t, 'GET', '/wps/member/favorites/ids', { token: member })).body.value.sort()).toEqual([
      1001, 1002,
    ]);
    const list = (await api(t, 'GET', '/wps/member/favorites?pageNo=1&pageSize=15', { token: member })).body
      .value;
    expect(list.content.map((game: { nodeId: number }) => game.nodeId).sort()).toEqual([1001, 1002]);
    expect((await api(t, 'DELETE', '/wps/member/favorites/1001', { token: member })).body.success).toBe(true);
    expect((await api(t, 'DELETE', '/wps/member/favorites/1001', { token: member })).body.success).toBe(true);
    expect((await api(t, 'GET', '/wps/member/favorites/ids', { token: member })).body.value).toEqual([1002]);
  });

  it('survives two toggles at once', async () => {
    const answers = await Promise.all([
      api(t, 'POST', '/wps/member/favorites', { token: member, payload: { nodeId: 1003 } }),
      api(t, 'POST', '/wps/member/favorites', { token: member, payload: { nodeId: 1003 } }),
      api(t, 'DELETE', '/wps/member/favorites/1004', { token: member }),
      api(t, 'DELETE', '/wps/member/favorites/1004', { token: member }),
    ]);
    expect(answers.every((answer) => answer.body.success)).toBe(true);
    const ids = (await api(t, 'GET', '/wps/member/favorites/ids', { token: member })).body.value;
    expect(ids.filter((id: number) => id === 1003)).toHaveLength(1);
  });

  it('refuses unknown games, guests and trial users', async () => {
    expect(
      (await api(t, 'POST', '/wps/member/favorites', { token: member, payload: { nodeId: 999999 } })).response
        .statusCode,
    ).toBe(404);
    expect(
      (await api(t, 'POST', '/wps/member/favorites', { token: member, payload: { nodeId: 'x' } })).response
        .statusCode,
    ).toBe(400);
    expect((await api(t, 'GET', '/wps/member/favorites/ids')).response.statusCode).toBe(401);
    const trial = (await api(t, 'POST', '/wps/session/login/freeplay', { payload: {} })).body.value.token;
    expect((await api(t, 'GET', '/wps/member/recent', { token: trial })).body.code).toBe(
      'REAL_ACCOUNT_REQUIRED',
    );
  });

  it('records launches as recent games, the latest first', async () => {
    for (const code of ['PG-0001', 'PG-0002', 'PG-0001']) {
      expect(
        (await api(t, 'GET', `/wps/game/launchGame?gameCode=${code}&vassalage=PG`, { token: member })).body
          .success,
      ).toBe(true);
    }
    const recent = (await api(t, 'GET', '/wps/member/recent?pageNo=1&pageSize=20', { token: member })).body
      .value;
    expect(recent.list.map((game: { gameCode: string }) => game.gameCode)).toEqual(['PG-0001', 'PG-0002']);
  });
});
