import { sign } from '@playhall/signing/signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import {
  betBody,
  launchedPlayer,
  type Player,
  postingsFor,
  rollbackBody,
  vendorClient,
  winBody,
} from '../../../test/vendor';
import { mainWalletCode } from '../ledger/accounts';

/**
 * The vendor certification checklist (RELIABILITY.md W1-W12) against the HTTP endpoint, over real HTTP. The
 * races (W3, W5, W7, W12) need real connections and run on PostgreSQL.
 */
let t: TestContext;
let vendor: ReturnType<typeof vendorClient>;

beforeAll(async () => {
  t = await buildTestApp({}, { listen: true });
  vendor = vendorClient(t);
});
afterAll(async () => t.close());

async function balanceOf(player: Player): Promise<string | undefined> {
  return (await vendor.call('balance', { token: player.token, playerId: player.playerId })).body.balance;
}

const onPostgres = describe.runIf(process.env.DATABASE_URL);

describe('W1-W2 exactly once per txId', () => {
  it('W1: a replayed bet answers the same and posts one ledger transaction', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const bet = betBody(player);
    const first = await vendor.call('bet', bet);
    const again = await vendor.call('bet', bet);
    expect(first.body).toMatchObject({ status: 'OK', balance: '90.00', txId: bet.txId });
    expect(again.body).toEqual(first.body);
    expect(await postingsFor(t, String(bet.txId))).toBe(1);
    const win = winBody(bet);
    const paid = await vendor.call('win', win);
    expect(paid.body).toMatchObject({ status: 'OK', balance: '115.00' });
    expect((await vendor.call('win', win)).body).toEqual(paid.body);
    expect(await balanceOf(player)).toBe('115.00');
  });

  it('W2: the same txId with any field changed is DUPLICATE_MISMATCH and moves nothing', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const bet = betBody(player);
    await vendor.call('bet', bet);
    for (const change of [
      { amount: '11.00' },
      { currency: 'USD' },
      { roundId: 'other' },
      { gameCode: 'PG-0004' },
    ]) {
      const answer = await vendor.call('bet', { ...bet, ...change });
      expect(answer.body, JSON.stringify(change)).toMatchObject({
        status: 'DUPLICATE_MISMATCH',
        balance: '90.00',
      });
    }
    const win = winBody(bet);
    await vendor.call('win', win);
    expect((await vendor.call('win', { ...win, amount: '99.00' })).body.status).toBe('DUPLICATE_MISMATCH');
    expect((await vendor.call('win', { ...win, refTxId: 'elsewhere' })).body.status).toBe(
      'DUPLICATE_MISMATCH',
    );
    expect(await balanceOf(player)).toBe('115.00');
    expect(await postingsFor(t, String(bet.txId))).toBe(1);
  });
});

onPostgres('W3 concurrent identical bets', () => {
  it('W3: 50 identical bets released together debit once, without a 5xx', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const bet = betBody(player);
    const answers = await Promise.all(Array.from({ length: 50 }, () => vendor.call('bet', bet)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((answer) => answer.body.status))).toEqual(new Set(['OK']));
    expect(new Set(answers.map((answer) => answer.body.processedTxId)).size).toBe(1);
    expect(await postingsFor(t, String(bet.txId))).toBe(1);
    expect(await balanceOf(player)).toBe('90.00');
  });
});

describe('W4-W6 rollbacks', () => {
  it('W4: a rollback of an unseen bet moves nothing and the bet arriving later is refused', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const bet = betBody(player);
    const rollback = await vendor.call('rollback', rollbackBody(bet));
    expect(rollback.body).toMatchObject({ status: 'OK', balance: '100.00' });
    expect((await vendor.call('bet', bet)).body).toMatchObject({ status: 'TX_NOT_FOUND', balance: '100.00' });
    expect(await postingsFor(t, String(bet.txId))).toBe(0);
  });

  it('W5: duplicate rollbacks, the same txId or new ones, refund once', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const bet = betBody(player);
    await vendor.call('bet', bet);
    const rollback = rollbackBody(bet);
    const first = await vendor.call('rollback', rollback);
    expect(first.body).toMatchObject({ status: 'OK', balance: '100.00' });
    expect((await vendor.call('rollback', rollback)).body).toEqual(first.body);
    const another = await vendor.call('rollback', rollbackBody(bet, { amount: '50.00' }));
    expect(another.body).toMatchObject({ status: 'OK', balance: '100.00' });
    expect(another.body.processedTxId).toBeUndefined();
    expect(await postingsFor(t, String(bet.txId))).toBe(2);
  });

  it('W6: a win after a rollback is refused; a rollback after a win is refused and the win stands', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const cancelled = betBody(player);
    await vendor.call('bet', cancelled);
    await vendor.call('rollback', rollbackBody(cancelled));
    expect((await vendor.call('win', winBody(cancelled))).body).toMatchObject({
      status: 'TX_NOT_FOUND',
      balance: '100.00',
    });
    const won = betBody(player);
    await vendor.call('bet', won);
    await vendor.call('win', winBody(won, { amount: '30.00' }));
    expect((await vendor.call('rollback', rollbackBody(won))).body).toMatchObject({
      status: 'ROUND_CLOSED',
      balance: '120.00',
    });
    expect(await balanceOf(player)).toBe('120.00');
  });
});

onPostgres('W5, W7 races', () => {
  it('W5: twenty different rollbacks of one bet at once refund once', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const bet = betBody(player);
    await vendor.call('bet', bet);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => vendor.retried('rollback', rollbackBody(bet))),
    );
    expect(answers.map((answer) => answer.body.status)).toEqual(Array(20).fill('OK'));
    expect(answers.filter((answer) => answer.body.processedTxId !== undefined)).toHaveLength(1);
    expect(await balanceOf(player)).toBe('100.00');
  });

  it('W7: a bet and its rollback fired together 200 times never net-debit and never refund twice', async () => {
    const player = await launchedPlayer(t, 1_000_000n);
    const outcomes = { refunded: 0, refused: 0 };
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          const bet = betBody(player, { amount: '5.00' });
          const [placed, rolled] = await Promise.all([
            vendor.retried('bet', bet),
            vendor.retried('rollback', rollbackBody(bet)),
          ]);
          expect(rolled.body.status).toBe('OK');
          if (placed.body.status === 'OK') {
            outcomes.refunded++;
            expect(await postingsFor(t, String(bet.txId))).toBe(2);
          } else {
            outcomes.refused++;
            expect(placed.body.status).toBe('TX_NOT_FOUND');
            expect(await postingsFor(t, String(bet.txId))).toBe(0);
          }
        }),
      );
    }
    expect(outcomes.refunded + outcomes.refused).toBe(200);
    expect(await balanceOf(player)).toBe('10000.00');
  });
});

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
    expect(await balanceOf(player)).toBe('100.00');
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
    expect(await balanceOf(player)).toBe('100.00');
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
    expect(await balanceOf(player)).toBe('100.00');
  });
});
