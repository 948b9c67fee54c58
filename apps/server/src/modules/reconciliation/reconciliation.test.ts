import { randomUUID } from 'node:crypto';
import { sign } from '@playhall/signing/signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, runJob, type TestContext } from '../../../test/build-app';
import { operatorToken } from '../../../test/cashier';
import { gamePlayer } from '../../../test/games';
import { betBody, launchedPlayer, type Player, vendorClient, winBody } from '../../../test/vendor';
import { mainWalletCode } from '../ledger/accounts';

/**
 * Vendor reconciliation: the built-in provider's round log against the wallet's bets, over HTTP both ways, with
 * the repairs by rollback on whichever side holds a stake the other does not.
 */
let t: TestContext;
let ops: string;
const { play, start } = gamePlayer(() => t);

beforeAll(async () => {
  t = await buildTestApp({}, { listen: true });
  ops = await operatorToken(t, 'operator');
});
afterAll(async () => t.close());

/** The last hour up to now: every wager of the test so far. */
function lastHour() {
  const to = new Date();
  return { from: new Date(to.getTime() - 3_600_000).toISOString(), to: to.toISOString() };
}

async function reconcile(vendor = 'PG', given?: { from: string; to: string }) {
  // A period ends on a millisecond; the wager just written may carry the same one plus microseconds.
  await new Promise((resolve) => setTimeout(resolve, 5));
  const period = given ?? lastHour();
  const { body, response } = await api(t, 'POST', '/ops/api/reconciliation', {
    token: ops,
    payload: { vendor, ...period },
  });
  expect(response.statusCode, JSON.stringify(body)).toBe(200);
  return body.value;
}

async function items(runId: string) {
  const { body } = await api(t, 'GET', `/ops/api/reconciliation/${runId}`, { token: ops });
  return body.value.items as Array<Record<string, string | null>>;
}

const itemFor = async (runId: string, betTxId: string) =>
  (await items(runId)).find((item) => item.betTxId === betTxId);

async function mainBalance(player: Player): Promise<bigint> {
  const [row] = await t.database.query<{ balance: bigint }>(
    'select balance from ledger_accounts where code = $1',
    [mainWalletCode(BigInt(player.playerId))],
  );
  return row?.balance ?? -1n;
}

async function betStatus(txId: string): Promise<string | undefined> {
  const [row] = await t.database.query<{ status: string }>('select status from bets where tx_id = $1', [
    txId,
  ]);
  return row?.status;
}

describe('reconciliation', () => {
  it('finds nothing to say when both sides agree on every round played', async () => {
    const player = await start(10_000n);
    for (let spin = 0; spin < 3; spin++) {
      expect((await play('POST', '/play/api/slot/spin', player.token, { stake: '1.00' })).status).toBe(200);
    }
    const run = await reconcile();
    expect(run).toMatchObject({ vendor: 'PG', status: 'DONE', issues: 0, repaired: 0 });
    expect(run.providerRounds).toBeGreaterThanOrEqual(3);
    expect(run.walletBets).toBe(run.providerRounds);
    expect(run.matched).toBe(run.providerRounds);
  });

  it('refunds a stake the wallet took for a round the provider never logged, once', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const ghost = betBody(player, { amount: '30.00' });
    expect((await vendorClient(t).call('bet', ghost)).body.status).toBe('OK');
    expect(await mainBalance(player)).toBe(7_000n);

    const run = await reconcile();
    expect(await itemFor(run.id, String(ghost.txId))).toMatchObject({
      kind: 'WALLET_ONLY',
      walletStatus: 'OPEN',
      providerState: null,
      walletStake: '30.00',
      repair: 'ROLLED_BACK',
    });
    expect(await mainBalance(player)).toBe(10_000n);
    expect(await betStatus(String(ghost.txId))).toBe('ROLLED_BACK');

    // The same period again answers the same run and repairs nothing twice.
    const period = { from: run.periodStart, to: run.periodEnd };
    const again = await reconcile('PG', period);
    expect(again.id).toBe(run.id);
    expect(await mainBalance(player)).toBe(10_000n);
  });

  it('leaves a bet already paid out to an operator instead of taking the win back', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const bet = betBody(player, { amount: '10.00' });
    await vendorClient(t).call('bet', bet);
    await vendorClient(t).call('win', winBody(bet, { amount: '40.00' }));
    const run = await reconcile();
    const item = await itemFor(run.id, String(bet.txId));
    expect(item).toMatchObject({ kind: 'WALLET_ONLY', walletStatus: 'SETTLED', repair: 'FAILED' });
    expect(item?.repairNote).toMatch(/operator/);
    expect(await mainBalance(player)).toBe(13_000n);
  });

  it('voids a round the provider thinks was staked when the wallet holds no stake, and refuses that bet later', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const phantom = `S${randomUUID().replaceAll('-', '')}`;
    const [seed] = await t.database.query<{ id: bigint }>(
      `insert into gp_seeds (owner, server_seed, server_seed_hash, client_seed, revealed_at)
       values ($1, 'seed', 'hash', 'client', now()) returning id`,
      [`player:${player.playerId}`],
    );
    await t.database.query(
      `insert into gp_rounds (round_id, owner, mode, player_id, vendor_code, game_code, seed_id, nonce, currency,
         stake, payout, outcome, status)
       values ($1, $2, 'real', $3, 'PG', 'PG-0003', $4, 0, 'CNY', 500, 0, '{}', 'SETTLED')`,
      [phantom, `player:${player.playerId}`, player.playerId, seed?.id],
    );
    const run = await reconcile();
    expect(run.status, JSON.stringify(run)).toBe('DONE');
    expect(await itemFor(run.id, `${phantom}-bet`), JSON.stringify(await items(run.id))).toMatchObject({
      kind: 'PROVIDER_ONLY',
      providerState: 'SETTLED',
      walletStatus: null,
      providerStake: '5.00',
      repair: 'VOIDED',
    });
    const [round] = await t.database.query<{ status: string }>(
      'select status from gp_rounds where round_id = $1',
      [phantom],
    );
    expect(round?.status).toBe('VOID');
    // The wallet keeps a tombstone: that bet, should it arrive now, moves nothing.
    const walletPlayer = await launchedPlayer(t, 10_000n);
    const late = await vendorClient(t).call('bet', betBody(walletPlayer, { txId: `${phantom}-bet` }));
    expect(late.body.status).not.toBe('OK');
    expect(await betStatus(`${phantom}-bet`)).toBeUndefined();
  });

  it('reports a payout the two sides disagree on without touching money', async () => {
    const player = await start(10_000n);
    const spun = (await play('POST', '/play/api/slot/spin', player.token, { stake: '2.00' })).body.round;
    await t.database.query('update gp_rounds set payout = payout + 700 where round_id = $1', [spun.roundId]);
    const before = await t.database.query('select sum(balance)::bigint as total from ledger_accounts');
    const run = await reconcile();
    expect(await itemFor(run.id, `${spun.roundId}-bet`)).toMatchObject({
      kind: 'MISMATCH',
      providerState: 'SETTLED',
      walletStatus: 'SETTLED',
      repair: 'NONE',
    });
    expect(await t.database.query('select sum(balance)::bigint as total from ledger_accounts')).toEqual(
      before,
    );
  });

  it('runs a period once when two operators start it together', async () => {
    const player = await launchedPlayer(t, 10_000n);
    const ghost = betBody(player, { amount: '12.00' });
    await vendorClient(t).call('bet', ghost);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const period = lastHour();
    const [first, second] = await Promise.all([reconcile('PG', period), reconcile('PG', period)]);
    expect(second.id).toBe(first.id);
    const [runs] = await t.database.query<{ count: bigint }>(
      'select count(*)::bigint as count from reconciliation_runs where vendor_code = $1 and period_start = $2',
      ['PG', period.from],
    );
    expect(runs?.count).toBe(1n);
    // Whichever answered first, the run finishes and the stake comes back exactly once.
    await expect.poll(() => betStatus(String(ghost.txId))).toBe('ROLLED_BACK');
    expect(await mainBalance(player)).toBe(10_000n);
  });
});

describe('the reconciliation job and console calls', () => {
  it('reconciles the last settled hour for every vendor, once', async () => {
    await runJob(t, 'vendor-reconciliation');
    const count = async () =>
      (
        await t.database.query<{ count: bigint; failed: bigint }>(
          `select count(*)::bigint as count, count(*) filter (where status <> 'DONE')::bigint as failed
           from reconciliation_runs where period_end = date_trunc('hour', now() - interval '10 minutes')`,
        )
      )[0];
    const [vendors] = await t.database.query<{ count: bigint }>(
      'select count(*)::bigint as count from vendors',
    );
    expect(await count()).toEqual({ count: vendors?.count, failed: 0n });
    await runJob(t, 'vendor-reconciliation');
    expect(await count()).toEqual({ count: vendors?.count, failed: 0n });
  });

  it('lists runs with issues, and refuses guests, bad periods and unknown vendors', async () => {
    const listed = await api(t, 'GET', '/ops/api/reconciliation?issuesOnly=true&vendor=PG', { token: ops });
    expect(listed.body.value.totalElements).toBeGreaterThan(0);
    for (const run of listed.body.value.content) expect(run.issues).toBeGreaterThan(0);

    expect((await api(t, 'GET', '/ops/api/reconciliation')).response.statusCode).toBe(401);
    const now = Date.now();
    const at = (offset: number) => new Date(now + offset).toISOString();
    for (const period of [
      { from: at(-60_000), to: at(-120_000) },
      { from: at(-30 * 3_600_000), to: at(-60_000) },
      { from: at(-60_000), to: at(3_600_000) },
      { from: 'yesterday', to: at(0) },
    ]) {
      const refused = await api(t, 'POST', '/ops/api/reconciliation', {
        token: ops,
        payload: { vendor: 'PG', ...period },
      });
      expect(refused.response.statusCode, JSON.stringify(period)).toBe(400);
    }
    const unknown = await api(t, 'POST', '/ops/api/reconciliation', {
      token: ops,
      payload: { vendor: 'NOPE', from: at(-60_000), to: at(-1_000) },
    });
    expect(unknown.body.code).toBe('NOT_FOUND');
    expect((await api(t, 'GET', '/ops/api/reconciliation/999999', { token: ops })).body.code).toBe(
      'NOT_FOUND',
    );
  });

  it('keeps the provider’s round log to callers signed with the vendor secret', async () => {
    const text = JSON.stringify({ vendor: 'PG', ...lastHour(), sentAt: new Date().toISOString() });
    const ask = (signature?: string) =>
      fetch(`${t.config.PUBLIC_URL}/play/provider/round-log`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'x-signature': signature } : {}) },
        body: text,
      });
    expect((await ask()).status).toBe(401);
    expect((await ask(sign('wrong secret', text))).status).toBe(401);
    const signed = await ask(sign(t.secrets.provider, text));
    expect(signed.status).toBe(200);
    expect(((await signed.json()) as { rounds: unknown[] }).rounds.length).toBeGreaterThan(0);
  });
});
