import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { betBody, launchedPlayer, rollbackBody, vendorClient, winBody } from '../../../test/vendor';
import { ensureSystemAccount, mainWalletId, SystemAccount } from '../ledger/accounts';
import { checkInvariants } from '../ledger/invariants';
import { post } from '../ledger/post';

/** The rest of PROVIDER-PROTOCOL.md: launch tokens, player state, currencies, and the bet records it keeps. */
let t: TestContext;
let vendor: ReturnType<typeof vendorClient>;

beforeAll(async () => {
  t = await buildTestApp({}, { listen: true });
  vendor = vendorClient(t);
});
afterAll(async () => t.close());

describe('balance and launch tokens', () => {
  it('names the player of a good token and refuses unknown tokens and other players', async () => {
    const player = await launchedPlayer(t, 4_200n);
    expect((await vendor.call('balance', { token: player.token })).body).toEqual({
      status: 'OK',
      playerId: player.playerId,
      balance: '42.00',
      currency: 'CNY',
    });
    expect((await vendor.call('balance', { token: 'no-such-token' })).body).toEqual({
      status: 'TOKEN_INVALID',
    });
    expect((await vendor.call('balance', { token: player.token, playerId: '1' })).body.status).toBe(
      'TOKEN_INVALID',
    );
    expect(
      (await vendorClient(t, { vendor: 'JDB' }).call('balance', { token: player.token })).body.status,
    ).toBe('TOKEN_INVALID');
  });

  it('lets a token start only within minutes, then lives for the game session', async () => {
    const player = await launchedPlayer(t, 0n);
    const launched = await t.app.inject({
      url: '/wps/game/launchGame?gameCode=PG-0003&vassalage=PG',
      headers: { authorization: `Bearer ${player.session}` },
    });
    const unstarted = new URL(launched.json().value.url, t.config.PUBLIC_URL).searchParams.get('token') ?? '';
    await t.database.query(`update launch_tokens set start_by = now() - interval '1 second'`);
    expect((await vendor.call('balance', { token: unstarted })).body).toMatchObject({
      status: 'TOKEN_EXPIRED',
      balance: '0.00',
    });
    // The first player's token was started by its balance call: it still plays.
    expect((await vendor.call('balance', { token: player.token })).body.status).toBe('OK');
  });
});

describe('bets need a good token, an active player, the right currency and a known game', () => {
  it('refuses, with the balance, and moves nothing', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const other = await launchedPlayer(t, 10_000n);
    const refusals: [Record<string, unknown>, string][] = [
      [{ currency: 'USD' }, 'WRONG_CURRENCY'],
      [{ gameCode: 'PG-9999' }, 'TOKEN_INVALID'],
      [{ playerId: other.playerId }, 'TOKEN_INVALID'],
      [{ token: other.token }, 'TOKEN_INVALID'],
    ];
    for (const [change, status] of refusals) {
      expect((await vendor.call('bet', betBody(player, change))).body.status, JSON.stringify(change)).toBe(
        status,
      );
    }
    await t.database.query(`update members set status = 'LOCKED' where id = $1`, [BigInt(player.playerId)]);
    expect((await vendor.call('bet', betBody(player))).body).toMatchObject({
      status: 'PLAYER_BLOCKED',
      balance: '100.00',
    });
  });

  it('pays a win and takes a rollback after the player was blocked', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const won = betBody(player);
    const cancelled = betBody(player);
    await vendor.call('bet', won);
    await vendor.call('bet', cancelled);
    await t.database.query(`update members set status = 'LOCKED' where id = $1`, [BigInt(player.playerId)]);
    expect((await vendor.call('win', winBody(won, { amount: '50.00' }))).body).toMatchObject({
      status: 'OK',
      balance: '130.00',
    });
    expect((await vendor.call('rollback', rollbackBody(cancelled))).body.balance).toBe('140.00');
  });

  it('refuses a win of another player, another round or an unknown bet', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const other = await launchedPlayer(t, 10_000n);
    const bet = betBody(player);
    await vendor.call('bet', bet);
    for (const change of [{ playerId: other.playerId }, { roundId: 'another' }, { refTxId: 'never-sent' }]) {
      expect((await vendor.call('win', winBody(bet, change))).body.status, JSON.stringify(change)).toBe(
        'TX_NOT_FOUND',
      );
    }
    expect((await vendor.call('rollback', rollbackBody(bet, { playerId: other.playerId }))).body.status).toBe(
      'TX_NOT_FOUND',
    );
  });
});

describe('bet records', () => {
  it('keeps each bet with its payout and status, and the daily figures by category', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const member = BigInt(player.playerId);
    const roundId = `round-${randomUUID()}`;
    const first = betBody(player, { roundId, amount: '10.00' });
    const second = betBody(player, { roundId, amount: '5.00' });
    const cancelled = betBody(player, { amount: '7.00' });
    await vendor.call('bet', first);
    await vendor.call('bet', second);
    await vendor.call('bet', cancelled);
    await vendor.call('win', winBody(first, { amount: '4.00', roundClosed: false }));
    await vendor.call('win', winBody(second, { amount: '20.00', roundClosed: true }));
    await vendor.call('rollback', rollbackBody(cancelled));

    const records = await t.database.query<{ tx_id: string; stake: bigint; payout: bigint; status: string }>(
      'select tx_id, stake, payout, status from bets where member_id = $1 order by id',
      [member],
    );
    expect(records).toEqual([
      { tx_id: first.txId, stake: 1000n, payout: 400n, status: 'SETTLED' },
      { tx_id: second.txId, stake: 500n, payout: 2000n, status: 'SETTLED' },
      { tx_id: cancelled.txId, stake: 700n, payout: 0n, status: 'ROLLED_BACK' },
    ]);
    const daily = await t.database.query(
      'select category_code, bet_count, stake, valid_bet, payout from member_daily_stats where member_id = $1',
      [member],
    );
    expect(daily).toEqual([
      { category_code: 'RNG', bet_count: 2, stake: 1500n, valid_bet: 1500n, payout: 2400n },
    ]);
  });

  it('still counts a payout after the brand moves to a time zone a day away from its bet', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const member = BigInt(player.playerId);
    const [brand] = await t.database.query<{ time_zone: string }>(
      'select time_zone from site_settings where id = 1',
    );
    const bet = betBody(player, { amount: '10.00' });
    await t.change(`update site_settings set time_zone = 'Pacific/Kiritimati' where id = 1`);
    try {
      await vendor.call('bet', bet);
      // UTC+14 to UTC-11: the bet's brand day is a different date now, a day with no figures yet.
      await t.change(`update site_settings set time_zone = 'Pacific/Pago_Pago' where id = 1`);
      expect((await vendor.call('win', winBody(bet, { amount: '3.00' }))).body.status).toBe('OK');
    } finally {
      await t.change('update site_settings set time_zone = $1 where id = 1', [brand?.time_zone]);
    }
    const daily = await t.database.query<{ bet_count: number; stake: bigint; payout: bigint }>(
      'select bet_count, stake, payout from member_daily_stats where member_id = $1 order by day',
      [member],
    );
    const totals = daily.reduce(
      (sum, row) => ({
        bets: sum.bets + row.bet_count,
        stake: sum.stake + row.stake,
        payout: sum.payout + row.payout,
      }),
      { bets: 0, stake: 0n, payout: 0n },
    );
    expect(totals).toEqual({ bets: 1, stake: 1000n, payout: 300n });
  });
});

describe('where callbacks are accepted from', () => {
  it('still settles while the site is in maintenance', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const bet = betBody(player);
    await vendor.call('bet', bet);
    await t.change(`update site_settings set maintenance_enabled = true`);
    try {
      expect((await vendor.call('win', winBody(bet))).body.status).toBe('OK');
    } finally {
      await t.change(`update site_settings set maintenance_enabled = false`);
    }
  });

  it('refuses callbacks from outside the configured vendor addresses', async () => {
    const guarded = await buildTestApp({ PROVIDER_ALLOWED_IPS: '203.0.113.7' }, { listen: true });
    try {
      expect((await vendorClient(guarded).call('balance', { token: 'anything' })).body).toEqual({
        status: 'INVALID_SIGNATURE',
      });
    } finally {
      await guarded.close();
    }
  });
});

describe('I11', () => {
  it('flags a win credited against a bet that does not exist', async () => {
    const broken = await buildTestApp();
    const member =
      (await broken.database.query<{ id: bigint }>(`select id from members limit 1`))[0]?.id ?? 0n;
    await post(broken.database, {
      key: `provider:PG:forged-${randomUUID()}`,
      kind: 'WIN',
      currency: 'CNY',
      reference: 'bet:PG:never-placed',
      entries: [
        { accountId: await ensureSystemAccount(broken.database, SystemAccount.GAME), amount: -100n },
        { accountId: await mainWalletId(broken.database, member), amount: 100n },
      ],
    });
    const i11 = (await checkInvariants(broken.database)).find((result) => result.id === 'I11');
    expect(i11?.violations).toBe(1);
    await expect(broken.close()).rejects.toThrow(/I11/);
  });
});
