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

/**
 * The vendor certification checklist (RELIABILITY.md W1-W12) against the HTTP endpoint, over real HTTP: here
 * W1-W7, each txId once and rollbacks; W8-W12 (tokens, signatures, amounts, bodies, a slow database) are in
 * certification-inputs.test.ts. The races (W3, W5, W7, W12) need real connections and run on PostgreSQL.
 */
let t: TestContext;
let vendor: ReturnType<typeof vendorClient>;

beforeAll(async () => {
  t = await buildTestApp({}, { listen: true });
  vendor = vendorClient(t);
});
afterAll(async () => t.close());

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
    expect(await vendor.balanceOf(player)).toBe('115.00');
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
    expect(await vendor.balanceOf(player)).toBe('115.00');
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
    expect(await vendor.balanceOf(player)).toBe('90.00');
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
    expect(await vendor.balanceOf(player)).toBe('120.00');
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
    expect(await vendor.balanceOf(player)).toBe('100.00');
  });

  it('thirty different bets at once on money for ten: ten are taken, twenty refused, and the wallet ends at zero', async () => {
    // Each bet's funds check is ledger_post's conditional debit under the wallet's row lock: under a race exactly the
    // bets the money covers are taken, and a refused one moves nothing.
    const player = await launchedPlayer(t, 10_000n);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => vendor.retried('bet', betBody(player, { amount: '10.00' }))),
    );
    const statuses = answers.map((answer) => answer.body.status);
    expect(statuses.filter((status) => status === 'OK')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'INSUFFICIENT_FUNDS')).toHaveLength(20);
    expect(await vendor.balanceOf(player)).toBe('0.00');
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
    expect(await vendor.balanceOf(player)).toBe('10000.00');
  });
});
