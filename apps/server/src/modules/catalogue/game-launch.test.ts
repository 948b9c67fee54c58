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

describe('game launch', () => {
  async function freeTrialCode() {
    const [row] = await t.database.query<{ game_code: string; vendor_code: string }>(
      `select game_code, vendor_code from games where free_trial and category_code = 'RNG' order by node_id limit 1`,
    );
    return row;
  }

  it('sends a guest to log in and a trial user to a real account', async () => {
    const guest = await api(t, 'GET', '/wps/game/launchGame?gameCode=PG-0001');
    expect(guest.response.statusCode).toBe(401);
    const trial = (await api(t, 'POST', '/wps/session/login/freeplay', { payload: {} })).body.value.token;
    expect((await api(t, 'GET', '/wps/game/launchGame?gameCode=PG-0001', { token: trial })).body.code).toBe(
      'REAL_ACCOUNT_REQUIRED',
    );
  });

  it('gives a member the vendor’s address with a launch token bound to player, game and currency', async () => {
    const { body } = await api(t, 'GET', '/wps/game/launchGame?gameCode=PG-0003&vassalage=PG&language=vi', {
      token: member,
    });
    const url = new URL(body.value.url, 'http://portal.example');
    expect(url.pathname).toBe('/play/PG/PG-0003');
    expect(url.searchParams.get('mode')).toBe('real');
    expect(url.searchParams.get('lang')).toBe('vi');
    const token = url.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(40);
    const [row] = await t.database.query<{ game_code: string; currency: string; valid: boolean }>(
      `select game_code, currency, start_by > now() as valid from launch_tokens where token_hash = sha256($1::bytea)`,
      [Buffer.from(token)],
    );
    expect(row).toEqual({ game_code: 'PG-0003', currency: 'CNY', valid: true });
    expect(url.searchParams.get('cat')).toBe('RNG');
    const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="game-config"');
  });

  it('opens the vendor’s maintenance state for a category without an engine yet, under the game’s name', async () => {
    const [live] = await t.database.query<{ game_code: string; vendor_code: string; name: string }>(
      `select game_code, vendor_code, names->>'vi' as name from games
       where category_code = 'LIVE' and is_game = 'GAME' limit 1`,
    );
    const { body } = await api(
      t,
      'GET',
      `/wps/game/launchGame?gameCode=${live?.game_code}&vassalage=${live?.vendor_code}&language=vi`,
      { token: member },
    );
    const url = new URL(body.value.url, 'http://portal.example');
    const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.body).toContain('Đang bảo trì');
    expect(body.value.gameName).toBe(live?.name);
    expect(page.body).toContain(`<span class="badge">${live?.name}</span>`);
  });

  it('launches a free-trial tile in demo mode for anybody, without a token, and no other tile', async () => {
    const trialGame = await freeTrialCode();
    const demo = await api(t, 'GET', `/wps/game/launchGame?gameCode=${trialGame?.game_code}&demo=1`);
    const url = new URL(demo.body.value.url, 'http://portal.example');
    expect(url.searchParams.get('mode')).toBe('demo');
    expect(url.searchParams.get('token')).toBeNull();
    const [paid] = await t.database.query<{ game_code: string }>(
      `select game_code from games where not free_trial and is_game = 'GAME' limit 1`,
    );
    expect(
      (await api(t, 'GET', `/wps/game/launchGame?gameCode=${paid?.game_code}&demo=1`)).response.statusCode,
    ).toBe(403);
  });

  it('refuses a vendor tile, an unknown game and a vendor under maintenance', async () => {
    expect(
      (await api(t, 'GET', '/wps/game/launchGame?gameCode=NOPE', { token: member })).response.statusCode,
    ).toBe(404);
    const [tile] = await t.database.query<{ game_code: string }>(
      `select game_code from games where is_game = 'VASSALAGE' limit 1`,
    );
    expect(
      (await api(t, 'GET', `/wps/game/launchGame?gameCode=${tile?.game_code}`, { token: member })).response
        .statusCode,
    ).toBe(404);
    await t.change(`update vendors set status = 'MAINTENANCE' where code = 'EG2'`);
    try {
      expect(
        (await api(t, 'GET', '/wps/game/launchGame?gameCode=EG2-0001', { token: member })).body.code,
      ).toBe('VENDOR_MAINTENANCE');
    } finally {
      await t.change(`update vendors set status = 'ACTIVE' where code = 'EG2'`);
    }
  });

  it('launches the lottery lobby for members, and never sends the player back to another site', async () => {
    const { body } = await api(
      t,
      'GET',
      '/wps/game/lottery/launch?lottoArea=VN&launchMode=LOTT&prizeMode=LOTT&gameCode=TCG_LOTTO_VN-0002&device=PC&backUrl=https%3A%2F%2Fevil.example%2F',
      { token: member },
    );
    const url = new URL(body.value.url, 'http://portal.example');
    expect(url.pathname).toBe('/play/TCG_LOTTO_VN/TCG_LOTTO_VN-0002');
    expect(url.searchParams.get('back')).toBe('http://localhost:3000/');
    expect(
      (await api(t, 'GET', '/wps/game/lottery/launch?gameCode=TCG_LOTTO_VN-0002')).response.statusCode,
    ).toBe(401);
  });
});
