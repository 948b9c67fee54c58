import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newRegistration } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { memberId } from '../../../test/money';
import { ensureSystemAccount, mainWalletId, SystemAccount } from './accounts';
import { checkInvariants } from './invariants';
import { hold, post, release } from './post';

let t: TestContext;
let account: bigint;
let adjustment: bigint;

beforeAll(async () => {
  t = await buildTestApp();
  const payload = newRegistration();
  await api(t, 'PUT', '/wps/member/register', { payload });
  account = await mainWalletId(t.database, await memberId(t, String(payload.username)));
  adjustment = await ensureSystemAccount(t.database, SystemAccount.ADJUSTMENT);
});
afterAll(async () => t.close());

async function balanceOf(id: bigint) {
  const [row] = await t.database.query<{ balance: bigint; held: bigint }>(
    'select balance, held from ledger_accounts where id = $1',
    [id],
  );
  return row;
}

function credit(key: string, amount: bigint) {
  return post(t.database, {
    key,
    kind: 'ADJUSTMENT',
    currency: 'CNY',
    entries: [
      { accountId: adjustment, amount: -amount },
      { accountId: account, amount },
    ],
  });
}

describe('ledger postings', () => {
  it('gives every member a main wallet in the brand currency when it is created', async () => {
    const [row] = await t.database.query<{ kind: string; currency: string; balance: bigint }>(
      'select kind, currency, balance from ledger_accounts where id = $1',
      [account],
    );
    expect(row).toEqual({ kind: 'PLAYER', currency: 'CNY', balance: 0n });
  });

  it('moves money in balanced entries and records the balance after each', async () => {
    const posted = await credit('t1', 10_000n);
    expect(posted.replayed).toBe(false);
    expect((await balanceOf(account))?.balance).toBe(10_000n);
    const entries = await t.database.query<{ account_id: bigint; amount: bigint; balance_after: bigint }>(
      'select account_id, amount, balance_after from ledger_entries where transaction_id = $1 order by id',
      [posted.transactionId],
    );
    expect(entries.map((entry) => entry.amount)).toEqual([-10_000n, 10_000n]);
    expect(entries[1]?.balance_after).toBe(10_000n);
  });

  it('answers a replay with the first transaction and moves nothing (I6)', async () => {
    const first = await credit('t2', 500n);
    const again = await credit('t2', 500n);
    expect(again).toMatchObject({ transactionId: first.transactionId, replayed: true });
    expect(again.accounts[1]).toEqual({ balance: 10_500n, held: 0n });
    expect((await balanceOf(account))?.balance).toBe(10_500n);
  });

  it('refuses the same key for a different request', async () => {
    await expect(credit('t2', 600n)).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await balanceOf(account))?.balance).toBe(10_500n);
  });

  it('refuses an overdraft and leaves no trace, so the key can be used once funds exist', async () => {
    const debit = () =>
      post(t.database, {
        key: 'too-much',
        kind: 'ADJUSTMENT',
        currency: 'CNY',
        entries: [
          { accountId: account, amount: -20_000n },
          { accountId: adjustment, amount: 20_000n },
        ],
      });
    await expect(debit()).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', statusCode: 409 });
    expect(
      (await t.database.query(`select 1 from ledger_transactions where idempotency_key = 'too-much'`)).length,
    ).toBe(0);
    expect((await balanceOf(account))?.balance).toBe(10_500n);
  });

  it('refuses unbalanced, zero and one-sided postings', async () => {
    const attempt = (entries: { accountId: bigint; amount: bigint }[]) =>
      post(t.database, { key: `bad-${Math.random()}`, kind: 'ADJUSTMENT', currency: 'CNY', entries });
    await expect(
      attempt([
        { accountId: account, amount: 5n },
        { accountId: adjustment, amount: -4n },
      ]),
    ).rejects.toMatchObject({
      code: 'INTERNAL_ERROR',
    });
    await expect(
      attempt([
        { accountId: account, amount: 0n },
        { accountId: adjustment, amount: 0n },
      ]),
    ).rejects.toBeDefined();
    await expect(attempt([{ accountId: account, amount: 5n }])).rejects.toBeDefined();
  });

  it('refuses another currency', async () => {
    await expect(
      post(t.database, {
        key: 'usd',
        kind: 'ADJUSTMENT',
        currency: 'USD',
        entries: [
          { accountId: adjustment, amount: -1n },
          { accountId: account, amount: 1n },
        ],
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('keeps history immutable (I7)', async () => {
    await expect(t.database.query('update ledger_entries set amount = amount + 1')).rejects.toThrow(
      /immutable/,
    );
    await expect(t.database.query('delete from ledger_transactions')).rejects.toThrow(/immutable/);
  });
});

describe('holds', () => {
  it('set money aside against the available balance, and release it once', async () => {
    await hold(t.database, account, 10_000n, 'hold-a');
    expect(await balanceOf(account)).toEqual({ balance: 10_500n, held: 10_000n });
    await expect(hold(t.database, account, 501n, 'hold-b')).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await release(t.database, 'hold-a')).toBe(true);
    expect(await release(t.database, 'hold-a')).toBe(false);
    expect((await balanceOf(account))?.held).toBe(0n);
  });

  it('are consumed by the posting that pays them out, exactly once', async () => {
    await hold(t.database, account, 3_000n, 'withdrawal:test');
    const clearing = await ensureSystemAccount(t.database, SystemAccount.WITHDRAWAL_CLEARING);
    const payout = (key: string) =>
      post(t.database, {
        key,
        kind: 'WITHDRAWAL_PAYOUT',
        currency: 'CNY',
        reference: 'withdrawal:test',
        holdReference: 'withdrawal:test',
        entries: [
          { accountId: account, amount: -3_000n },
          { accountId: clearing, amount: 3_000n },
        ],
      });
    await payout('payout-1');
    expect(await balanceOf(account)).toEqual({ balance: 7_500n, held: 0n });
    await expect(payout('payout-2')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await release(t.database, 'withdrawal:test')).toBe(false);
  });
});

describe('ledger:check', () => {
  it('finds every invariant holding on a used ledger', async () => {
    const results = await checkInvariants(t.database);
    expect(results.map((result) => result.id)).toEqual([
      'I1',
      'I2',
      'I3',
      'I4',
      'I5',
      'I6',
      'I7',
      'I8',
      'I8',
      'I10',
      'I11',
      'I12',
      'I13',
      'I14',
      'I15',
      'T1',
      'T2',
      'T3',
      'T4',
    ]);
    expect(results.filter((result) => result.violations > 0)).toEqual([]);
  });

  it('reports a tampered cached balance and a missing guard', async () => {
    await t.database.query('update ledger_accounts set balance = balance + 1 where id = $1', [account]);
    await t.database.exec('alter table ledger_entries disable trigger ledger_entries_immutable');
    try {
      const failed = (await checkInvariants(t.database))
        .filter((result) => result.violations > 0)
        .map((result) => result.id);
      expect(failed).toEqual(['I3', 'I7']);
    } finally {
      await t.database.exec('alter table ledger_entries enable trigger ledger_entries_immutable');
      await t.database.query('update ledger_accounts set balance = balance - 1 where id = $1', [account]);
    }
  });
});
