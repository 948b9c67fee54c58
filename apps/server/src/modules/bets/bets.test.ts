import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import {
  betBody,
  launchedPlayer,
  type Player,
  rollbackBody,
  vendorClient,
  winBody,
} from '../../../test/vendor';

/** The betting record and profit and loss, read from the bets the wallet keeps. */
let t: TestContext;
let player: Player;
let other: Player;

beforeAll(async () => {
  t = await buildTestApp();
  const vendor = vendorClient(t);
  player = await launchedPlayer(t, 100_000n);
  other = await launchedPlayer(t, 100_000n);
  // Three rounds: won (10 → 25), lost (20 → 0), rolled back (5); and an open bet (7).
  const won = betBody(player, { amount: '10.00' });
  const lost = betBody(player, { amount: '20.00' });
  const cancelled = betBody(player, { amount: '5.00' });
  const open = betBody(player, { amount: '7.00' });
  for (const bet of [won, lost, cancelled, open])
    expect((await vendor.call('bet', bet)).body.status).toBe('OK');
  await vendor.call('win', winBody(won, { amount: '25.00' }));
  await vendor.call('win', winBody(lost, { amount: '0.00' }));
  await vendor.call('rollback', rollbackBody(cancelled));
  await vendor.call('bet', betBody(other, { amount: '50.00' }));
});
afterAll(async () => t.close());

describe('betting record', () => {
  it('lists the member’s bets newest first with result, and totals that leave rolled-back bets out and open ones out of the profit', async () => {
    const { body } = await api(t, 'GET', '/wps/member/bets', { token: player.session });
    expect(body.value.totalElements).toBe(4);
    expect(
      body.value.content.map((bet: { stake: string; result: string }) => [bet.stake, bet.result]),
    ).toEqual([
      ['7.00', 'PENDING'],
      ['5.00', 'CANCELLED'],
      ['20.00', 'LOSE'],
      ['10.00', 'WIN'],
    ]);
    expect(body.value.content[3]).toMatchObject({
      vendor: 'PG',
      gameCode: 'PG-0003',
      category: 'RNG',
      validBet: '10.00',
      payout: '25.00',
      profit: '15.00',
      status: 'SETTLED',
    });
    expect(body.value.content[3].gameName).not.toBe('PG-0003');
    // The open ticket (7) is staked but not lost: the profit is the settled bets' 25 - 30.
    expect(body.value.totals).toEqual({
      betCount: 3,
      stake: '37.00',
      validBet: '37.00',
      payout: '25.00',
      profit: '-5.00',
      openStake: '7.00',
    });
  });

  it('filters by status, category and vendor, and pages', async () => {
    const settled = await api(t, 'GET', '/wps/member/bets?status=SETTLED', { token: player.session });
    expect(settled.body.value.totalElements).toBe(2);
    const live = await api(t, 'GET', '/wps/member/bets?category=LIVE', { token: player.session });
    expect(live.body.value).toMatchObject({ totalElements: 0, content: [] });
    const elsewhere = await api(t, 'GET', '/wps/member/bets?vendor=JDB', { token: player.session });
    expect(elsewhere.body.value.totalElements).toBe(0);
    const second = await api(t, 'GET', '/wps/member/bets?pageNo=2&pageSize=3', { token: player.session });
    expect(second.body.value).toMatchObject({ totalPages: 2, pageNo: 2 });
    expect(second.body.value.content).toHaveLength(1);
    const beyond = await api(t, 'GET', '/wps/member/bets?pageNo=9&pageSize=3', { token: player.session });
    expect(beyond.body.value.content).toEqual([]);
  });

  it('refuses bad filters and periods, guests and trial accounts', async () => {
    for (const query of ['category=NOPE', 'pageSize=500', 'pageNo=0', 'status=WON', 'startDate=yesterday']) {
      expect(
        (await api(t, 'GET', `/wps/member/bets?${query}`, { token: player.session })).response.statusCode,
      ).toBe(400);
    }
    const long = await api(
      t,
      'GET',
      '/wps/member/bets?startDate=2026-01-01T00:00:00Z&endDate=2026-11-01T00:00:00Z',
      { token: player.session },
    );
    expect(long.body.code).toBe('VALIDATION_FAILED');
    expect((await api(t, 'GET', '/wps/member/bets')).response.statusCode).toBe(401);
    const trial = (await api(t, 'POST', '/wps/session/login/freeplay', { payload: {} })).body.value.token;
    expect((await api(t, 'GET', '/wps/member/bets', { token: trial })).body.code).toBe(
      'REAL_ACCOUNT_REQUIRED',
    );
  });
});

describe('profit and loss', () => {
  it('sums the member’s days by category, without other members, and counts no open bet as a loss', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });
    const { body } = await api(t, 'GET', `/wps/member/profit?startDate=${today}&endDate=${today}`, {
      token: player.session,
    });
    const figures = {
      betCount: 3,
      stake: '37.00',
      validBet: '37.00',
      payout: '25.00',
      profit: '-5.00',
      openStake: '7.00',
    };
    expect(body.value.total).toEqual(figures);
    expect(body.value.categories).toEqual([{ category: 'RNG', ...figures }]);
    expect(body.value.days).toEqual([
      { day: today, ...figures, categories: [{ category: 'RNG', ...figures }] },
    ]);
  });

  it('refuses a backwards or too long period', async () => {
    for (const query of [
      'startDate=2026-11-02&endDate=2026-11-01',
      'startDate=2026-01-01&endDate=2026-11-01',
    ]) {
      expect((await api(t, 'GET', `/wps/member/profit?${query}`, { token: player.session })).body.code).toBe(
        'VALIDATION_FAILED',
      );
    }
    expect(
      (
        await api(t, 'GET', '/wps/member/profit?startDate=2026-13-01&endDate=2026-11-01', {
          token: player.session,
        })
      ).response.statusCode,
    ).toBe(400);
  });
});
