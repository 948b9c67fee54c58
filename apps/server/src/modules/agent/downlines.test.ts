import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, loginToken } from '../../../test/accounts';
import { insertAgent, registerUnder } from '../../../test/agents';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { fund, memberId } from '../../../test/money';

//   house ─ A ─┬─ B ─┬─ C ─ c1
//              │     └─ b1, b2
//              └─ a1
//   house ─ S ─ s1                (a stranger's team)

let t: TestContext;
const id: Record<string, string> = {};
const token: Record<string, string> = {};

const list = (as: string, query = '') =>
  api(t, 'GET', `/wps/agent/team/downlines${query ? `?${query}` : ''}`, { token: token[as] ?? '' });

beforeAll(async () => {
  t = await buildTestApp();
  const house = await memberId(t, 'house');
  const a = await insertAgent(t, 'dlagenta', 'DLAGA', house);
  const b = await insertAgent(t, 'dlagentb', 'DLAGB', a);
  const c = await insertAgent(t, 'dlagentc', 'DLAGC', b);
  const s = await insertAgent(t, 'dlstranger', 'DLAGS', house);
  Object.assign(id, { A: String(a), B: String(b), C: String(c), S: String(s), house: String(house) });
  for (const [name, code] of [
    ['a1', 'DLAGA'],
    ['b1', 'DLAGB'],
    ['b2', 'DLAGB'],
    ['c1', 'DLAGC'],
    ['s1', 'DLAGS'],
  ] as const) {
    const player = await registerUnder(t, code);
    id[name] = String(await memberId(t, player.account));
    token[name] = player.token;
    id[`${name}Account`] = player.account;
  }
  await fund(t, id.b2Account ?? '', 123_456n);
  token.A = await loginToken(t, 'dlagenta', DEMO_PASSWORD);
  token.B = await loginToken(t, 'dlagentb', DEMO_PASSWORD);
}, 60_000);
afterAll(() => t.close());

describe('team management', () => {
  it('lists the direct downlines with type, level, balance and team size', async () => {
    const { body } = await list('A', 'sort=account&order=asc');
    expect(body.success, JSON.stringify(body)).toBe(true);
    expect(body.value.chain).toEqual([{ id: id.A, account: 'dlagenta' }]);
    expect(body.value.totalElements).toBe(2);
    const b = body.value.content.find((row: { account: string }) => row.account === 'dlagentb');
    expect(b).toMatchObject({ id: id.B, isAgent: true, type: 1, level: 1, teamSize: 4, status: 'ACTIVE' });
  });

  it('drills into a sub-agent’s team with the chain back up, and sorts by balance', async () => {
    const { body } = await list('A', `parentId=${id.B}&sort=balance&order=desc`);
    expect(body.value.chain.map((link: { account: string }) => link.account)).toEqual([
      'dlagenta',
      'dlagentb',
    ]);
    expect(body.value.content.map((row: { id: string }) => row.id)[0]).toBe(id.b2);
    expect(body.value.content[0]).toMatchObject({ balance: '1234.56', level: 2, teamSize: 0 });
    const deeper = await list('A', `parentId=${id.C}`);
    expect(deeper.body.value.chain.map((link: { account: string }) => link.account)).toEqual([
      'dlagenta',
      'dlagentb',
      'dlagentc',
    ]);
    expect(deeper.body.value.content).toEqual([expect.objectContaining({ id: id.c1, level: 3 })]);
  });

  it('searches the whole branch by account and pages the answer', async () => {
    const all = await list('A', `search=${encodeURIComponent('dlagent')}`);
    expect(all.body.value.content.map((row: { account: string }) => row.account).sort()).toEqual([
      'dlagentb',
      'dlagentc',
    ]);
    const page = await list('A', `search=${encodeURIComponent(id.c1Account ?? '')}&pageSize=1`);
    expect(page.body.value).toMatchObject({ totalElements: 1, totalPages: 1 });
    const paged = await list('A', 'pageSize=1&pageNo=2&sort=account&order=asc');
    expect(paged.body.value.content.map((row: { account: string }) => row.account)).toEqual([id.a1Account]);
    expect(paged.body.value.totalPages).toBe(2);
  });

  it('S8: refuses a stranger’s, a sibling’s and an upline’s branch, and a player', async () => {
    for (const parent of [id.S, id.s1, id.house]) {
      const refused = await list('A', `parentId=${parent}`);
      expect(refused.response.statusCode).toBe(404);
      expect(refused.body.code).toBe('NOT_IN_TEAM');
    }
    // B is below A: A is its upline, and a1 its sibling's player.
    for (const parent of [id.A, id.a1])
      expect((await list('B', `parentId=${parent}`)).body.code).toBe('NOT_IN_TEAM');
    expect(
      (await list('B', `search=${encodeURIComponent(id.a1Account ?? '')}`)).body.value.totalElements,
    ).toBe(0);
    const asPlayer = await list('a1');
    expect(asPlayer.response.statusCode).toBe(403);
  });

  it('refuses malformed filters with a validation error', async () => {
    for (const query of ['parentId=abc', 'sort=password', 'pageSize=1000', 'search=', 'order=sideways']) {
      const refused = await list('A', query);
      expect(refused.response.statusCode, query).toBe(400);
    }
  });
});
