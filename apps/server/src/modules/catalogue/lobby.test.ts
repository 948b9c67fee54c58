import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';

// What a visitor browses: the catalogue, lobby pages, lanes and tile art. A member's favourites and recent
// games are in favourites.test.ts, launching a game in game-launch.test.ts.
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
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
    expect(tile.iconUrl).toBe(`game/${tile.nodeId}.webp`);
    expect(tile.lagerIcon).toBe(`game/${tile.nodeId}.webp?size=large`);
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

  it('draws tile art per game, without the game’s name on it (the lobby prints the name under the tile)', async () => {
    const first = await t.app.inject({ url: '/img/game/1000.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    const [game] = await t.database.query<{ names: Record<string, string> }>(
      'select names from games where node_id = 1000',
    );
    const name = game?.names.en ?? '';
    expect(name).not.toBe('');
    expect(first.body).not.toContain(name);
    expect((await t.app.inject({ url: '/img/game/1001.svg' })).body).not.toBe(first.body);
    expect((await t.app.inject({ url: '/img/game/99999999.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/img/game/abc.svg' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/img/game/1000.png' })).statusCode).toBe(400);
  });

  it('serves the lobby the same drawing as WebP, 300 pixels wide and 600 for size=large (decision 0050)', async () => {
    const tile = await t.app.inject({ url: '/img/game/1000.webp' });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/webp');
    expect(tile.headers['cache-control']).toBe('public, max-age=86400');
    expect(await sharp(tile.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 300,
      height: 300,
    });
    const large = await t.app.inject({ url: '/img/game/1000.webp?size=large' });
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 600,
      height: 600,
    });
    // Drawn from the game's own SVG: another game's raster differs, an unknown game has none.
    expect((await t.app.inject({ url: '/img/game/1001.webp' })).rawPayload.equals(tile.rawPayload)).toBe(
      false,
    );
    expect((await t.app.inject({ url: '/img/game/99999999.webp' })).statusCode).toBe(404);
  });
});
