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

async function games(query: string, token?: string) {
  return api(t, 'GET', `/lgw/games?${query}`, token ? { token } : {});
}

describe('the demo catalogue', () => {
  it('holds about 10,000 games across the vendors of the spec, with hot, new and free-trial tiles', async () => {
    const [row] = await t.database.query<{
      total: bigint;
      vendors: bigint;
      hot: bigint;
      fresh: bigint;
      trial: bigint;
      vassalage: bigint;
    }>(
      `select count(*) as total, count(distinct vendor_code) as vendors, count(*) filter (where is_hot) as hot,
              count(*) filter (where is_new) as fresh, count(*) filter (where free_trial) as trial,
              count(*) filter (where is_game = 'VASSALAGE') as vassalage from games`,
    );
    expect(Number(row?.total)).toBeGreaterThan(9_500);
    expect(row?.vendors).toBe(24n);
    expect(Number(row?.hot)).toBeGreaterThan(100);
    expect(Number(row?.fresh)).toBeGreaterThan(100);
    expect(Number(row?.trial)).toBeGreaterThan(1_000);
    expect(Number(row?.vassalage)).toBeGreaterThanOrEqual(5);
  });
});

describe('games of a lobby', () => {
  it('pages a category with the spec’s tile fields and the total', async () => {
    const { body } = await games('clientType=3&platform=W&gameType=RNG&pageNo=1&pageSize=40&language=en');
    expect(body.value).toMatchObject({ pageNo: 1, pageSize: 40 });
    expect(body.value.games).toHaveLength(40);
    expect(body.value.total).toBe(8000);
    expect(body.value.totalPages).toBe(200);
    const tile = body.value.games[0];
    expect(Object.keys(tile).sort()).toEqual(
      [
        'displayName',
        'freeplay',
        'gameClassify',
        'gameCode',
        'gameId',
        'gameName',
        'gameType',
        'iconUrl',
        'isGame',
        'isHot',
        'isNew',
        'lagerIcon',
        'nodeId',
        'nodeName',
        'showIcon',
        'supportPlay',
        'vassalage',
      ].sort(),
    );
    expect(tile.iconUrl).toBe(`game/${tile.nodeId}.svg`);
    expect(tile.supportPlay).toBe(tile.freeplay === 1 ? 0 : 1);
  });

  it('filters by vendor, classification, newness and name, in any combination', async () => {
    const pg = (await games('gameType=RNG&vassalage=PG&pageSize=100')).body.value;
    expect(pg.total).toBe(1000);
    expect(pg.games.every((game: { vassalage: string }) => game.vassalage === 'PG')).toBe(true);
    const hot = (await games('gameType=RNG&vassalage=PG&gameClassify=HOT&pageSize=100')).body.value;
    expect(hot.total).toBeGreaterThan(0);
    expect(hot.games.every((game: { isHot: number }) => game.isHot === 1)).toBe(true);
    const fresh = (await games('gameType=RNG&isNew=1&pageSize=100')).body.value;
    expect(fresh.games.every((game: { isNew: number }) => game.isNew === 1)).toBe(true);
    const poker = (await games('gameType=RNG&gameClassify=VP&pageSize=100')).body.value;
    expect(poker.games.every((game: { gameClassify: string }) => game.gameClassify === 'VP')).toBe(true);
    const named = (await games(`gameType=RNG&gameName=${encodeURIComponent('  dragon  ')}&pageSize=100`)).body
      .value;
    expect(named.total).toBeGreaterThan(10);
    expect(named.games.every((game: { gameName: string }) => /dragon/i.test(game.gameName))).toBe(true);
    const both = (await games(`gameType=RNG&vassalage=JL&gameName=dragon&gameClassify=SLOT&pageSize=100`))
      .body.value;
    expect(
      both.games.every(
        (game: { vassalage: string; gameName: string }) =>
          game.vassalage === 'JL' && /dragon/i.test(game.gameName),
      ),
    ).toBe(true);
    expect((await games('gameName=zzzzzz')).body.value).toMatchObject({ games: [], total: 0, totalPages: 0 });
  });

  it('searches names in the visitor’s language too', async () => {
    const chinese = (await games(`gameName=${encodeURIComponent('黄金')}&language=zh-CN&pageSize=5`)).body
      .value;
    expect(chinese.total).toBeGreaterThan(0);
    expect(chinese.games[0].gameName).toContain('黄金');
    const vietnamese = (await games(`gameName=${encodeURIComponent('rồng vàng')}&language=vi&pageSize=5`))
      .body.value;
    expect(vietnamese.games[0].gameName.toLowerCase()).toContain('rồng vàng');
  });

  it('answers pages past the end empty, and refuses page 0 and oversized pages', async () => {
    const past = (await games('gameType=FISH&pageNo=99&pageSize=40')).body.value;
    expect(past).toMatchObject({ games: [], pageNo: 99, totalPages: 10, total: 400 });
    for (const query of [
      'pageNo=0',
      'pageSize=0',
      'pageSize=101',
      'pageNo=-1',
      'pageNo=abc',
      'gameType=CASINO',
      'gameClassify=FAV',
      'x=1',
    ]) {
      const { response, body } = await games(query);
      expect(response.statusCode, query).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
    }
    expect((await games(`gameName=${'a'.repeat(61)}`)).response.statusCode).toBe(400);
  });

  it('hides the games of a disabled vendor', async () => {
    await t.change(`update vendors set status = 'DISABLED' where code = 'BGS'`);
    try {
      expect((await games('gameType=RNG&vassalage=BGS')).body.value.total).toBe(0);
      expect((await games('gameType=RNG')).body.value.total).toBe(7000);
    } finally {
      await t.change(`update vendors set status = 'ACTIVE' where code = 'BGS'`);
    }
  });
});

describe('hot games, vendor lanes, Vietnam lottery menu, winners, jackpot', () => {
  it('lists hot games of a category', async () => {
    const { body } = await api(
      t,
      'GET',
      '/lgw/games/hot?merchantCode=PLAYHALL&isPlatform=2&gameType=RNG&platform=W&language=en',
    );
    expect(body.value).toHaveLength(15);
    expect(
      body.value.every(
        (game: { isHot: number; gameType: string }) => game.isHot === 1 && game.gameType === 'RNG',
      ),
    ).toBe(true);
  });

  it('answers vendor lanes with counts and vendor tiles', async () => {
    const lanes = (await api(t, 'GET', '/lgw/games/vendors?platform=html5-desktop')).body.value;
    const live = lanes.find((lane: { gameCategory: string }) => lane.gameCategory === 'LIVE');
    const sx = live.vendors.find((vendor: { vassalage: string }) => vendor.vassalage === 'SX');
    expect(sx).toMatchObject({
      games: 100,
      vendorTile: expect.objectContaining({ isGame: 'VASSALAGE', vassalage: 'SX' }),
    });
  });

  it('groups the Vietnam lotteries by region', async () => {
    const menu = (await api(t, 'GET', '/lgw/vn/games/game_menu')).body.value;
    expect(menu.map((region: { region: string }) => region.region)).toEqual(['NORTH', 'CENTRAL', 'SOUTH']);
    expect(menu[0].games.some((game: { gameName: string }) => game.gameName.startsWith('Ha Noi'))).toBe(true);
    expect(menu.reduce((sum: number, region: { games: unknown[] }) => sum + region.games.length, 0)).toBe(
      120,
    );
  });

  it('answers the winner board from real wins only, and no jackpot pool yet', async () => {
    expect(
      (await api(t, 'GET', '/lgw/games/winners?gameCategory=ALL&language=en&limitNum=50')).body.value,
    ).toEqual([]);
    expect((await api(t, 'GET', '/lgw/games/winners?limitNum=51')).response.statusCode).toBe(400);
    expect((await api(t, 'GET', '/lgw/games/jackpot')).body.value).toEqual({ pool: null });
  });

  it('draws tile art per game in the spec’s five colour styles', async () => {
    const first = await t.app.inject({ url: '/img/game/1000.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.body).toContain('Golden Dragon');
    expect((await t.app.inject({ url: '/img/game/1005.svg' })).body).toContain('#4c1d95');
    expect((await t.app.inject({ url: '/img/game/99999999.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/img/game/abc.svg' })).statusCode).toBe(400);
  });
});

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

  it('opens the vendor’s maintenance state for a category without an engine yet', async () => {
    const [live] = await t.database.query<{ game_code: string; vendor_code: string }>(
      `select game_code, vendor_code from games where category_code = 'LIVE' and is_game = 'GAME' limit 1`,
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
