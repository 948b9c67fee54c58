import { sign } from '@playhall/signing/signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import {
  betBody,
  launchedPlayer,
  postingsFor,
  rollbackBody,
  vendorClient,
  winBody,
} from '../../../test/vendor';
import { mainWalletCode } from '../ledger/accounts';

/**
 * The vendor certification checklist (RELIABILITY.md W1-W12), W8-W12: tokens, signatures, amounts, bodies and
 * a slow database, over real HTTP (W1-W7 are in certification.test.ts). W12 runs on PostgreSQL.
 */
let t: TestContext;
let vendor: ReturnType<typeof vendorClient>;

beforeAll(async () => {
  t = await buildTestApp({}, { listen: true });
  vendor = vendorClient(t);
});
afterAll(async () => t.close());

const onPostgres = describe.runIf(process.env.DATABASE_URL);

describe('W8-W11 tokens, signatures, amounts and bodies', () => {
  it('W8: on an expired token a win and a rollback are accepted, a bet is refused', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const toWin = betBody(player);
    const toCancel = betBody(player);
    await vendor.call('bet', toWin);
    await vendor.call('bet', toCancel);
    await t.database.query(
      `update launch_tokens set expires_at = now() - interval '1 second' where member_id = $1`,
      [BigInt(player.playerId)],
    );
    expect((await vendor.call('bet', betBody(player))).body).toMatchObject({
      status: 'TOKEN_EXPIRED',
      balance: '80.00',
    });
    expect((await vendor.call('win', winBody(toWin))).body).toMatchObject({
      status: 'OK',
      balance: '105.00',
    });
    expect((await vendor.call('rollback', rollbackBody(toCancel))).body).toMatchObject({
      status: 'OK',
      balance: '115.00',
    });
  });

  it('W9: a bad, missing or foreign signature is refused and changes nothing', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const bet = betBody(player);
    const text = JSON.stringify({ requestId: 'r1', ...bet });
    const forged = vendorClient(t, { secret: 'someone-else-entirely-secret' });
    expect((await vendor.raw('bet', text, null)).body).toEqual({ status: 'INVALID_SIGNATURE' });
    expect((await vendor.raw('bet', text, 'f'.repeat(64))).body).toEqual({ status: 'INVALID_SIGNATURE' });
    expect((await vendor.raw('bet', text, 'not-hex')).body).toEqual({ status: 'INVALID_SIGNATURE' });
    expect((await forged.raw('bet', text)).body).toEqual({ status: 'INVALID_SIGNATURE' });
    const tampered = text.replace('"10.00"', '"1.00"');
    expect((await vendor.raw('bet', tampered, sign(t.secrets.provider, text))).body.status).toBe(
      'INVALID_SIGNATURE',
    );
    expect((await vendorClient(t, { vendor: 'NOPE' }).raw('bet', text)).body.status).toBe(
      'INVALID_SIGNATURE',
    );
    expect(await postingsFor(t, String(bet.txId))).toBe(0);
    expect(await vendor.balanceOf(player)).toBe('100.00');
  });

  it('W10: a zero bet is OK without movement; a bet of the whole balance passes; one cent more does not', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const zero = betBody(player, { amount: '0.00' });
    expect((await vendor.call('bet', zero)).body).toMatchObject({ status: 'OK', balance: '100.00' });
    expect(await postingsFor(t, String(zero.txId))).toBe(0);
    expect((await vendor.call('bet', betBody(player, { amount: '100.01' }))).body).toMatchObject({
      status: 'INSUFFICIENT_FUNDS',
      balance: '100.00',
    });
    expect((await vendor.call('bet', betBody(player, { amount: '100.00' }))).body).toMatchObject({
      status: 'OK',
      balance: '0.00',
    });
    expect((await vendor.call('bet', betBody(player, { amount: '0.01' }))).body.status).toBe(
      'INSUFFICIENT_FUNDS',
    );
  });

  it('W11: malformed bodies are BAD_REQUEST (400 when not JSON) and change nothing', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const bet = betBody(player);
    const malformed: Record<string, unknown>[] = [
      {},
      { ...bet, amount: '-5.00' },
      { ...bet, amount: '5.001' },
      { ...bet, amount: 5 },
      { ...bet, amount: '1e3' },
      { ...bet, txId: '' },
      { ...bet, txId: 'x'.repeat(5000) },
      { ...bet, playerId: 42 },
      { ...bet, extra: true },
      { ...bet, roundId: undefined },
    ];
    for (const body of malformed) {
      const answer = await vendor.raw('bet', JSON.stringify(body));
      expect(answer, JSON.stringify(body).slice(0, 80)).toEqual({
        status: 200,
        body: { status: 'BAD_REQUEST' },
      });
    }
    expect(
      (await vendor.raw('win', JSON.stringify({ ...winBody(bet), roundClosed: 'yes' }))).body.status,
    ).toBe('BAD_REQUEST');
    expect((await vendor.raw('jackpot', JSON.stringify(bet))).body.status).toBe('BAD_REQUEST');
    expect((await vendor.raw('bet', '{"txId": ')).status).toBe(400);
    expect(await postingsFor(t, String(bet.txId))).toBe(0);
    expect(await vendor.balanceOf(player)).toBe('100.00');
  });
});

onPostgres('W12 a slow database', () => {
  it('W12: answers INTERNAL_ERROR inside the budget, and the rollback that follows leaves the money whole', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const bet = betBody(player);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Another transaction holds the player's wallet row: the bet's debit waits on it.
    const holder = t.database.transaction(async (tx) => {
      await tx.query('select 1 from ledger_accounts where code = $1 for update', [
        mainWalletCode(BigInt(player.playerId)),
      ]);
      await released;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const answer = await vendor.call('bet', bet);
    const elapsed = performance.now() - started;
    release();
    await holder;
    expect(answer.body).toEqual({ status: 'INTERNAL_ERROR' });
    expect(elapsed).toBeLessThan(500);
    const rollback = await vendor.call('rollback', rollbackBody(bet));
    expect(rollback.body).toMatchObject({ status: 'OK', balance: '100.00' });
    expect((await vendor.call('bet', bet)).body.status).toBe('TX_NOT_FOUND');
    expect(await postingsFor(t, String(bet.txId))).toBe(0);
  });

  it('W12: a bet whose answer the vendor lost is refunded once by the rollbacks that follow', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const bet = betBody(player);
    await vendor.call('bet', bet);
    const rollbacks = await Promise.all(
      Array.from({ length: 5 }, () => vendor.retried('rollback', rollbackBody(bet))),
    );
    expect(rollbacks.filter((answer) => answer.body.processedTxId !== undefined)).toHaveLength(1);
    expect(await vendor.balanceOf(player)).toBe('100.00');
  });
});
