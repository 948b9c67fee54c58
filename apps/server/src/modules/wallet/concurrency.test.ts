import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newRegistration } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { fund } from '../../../test/money';
import { checkInvariants } from '../ledger/invariants';

// PGlite runs one connection in one process: it cannot race, so these run on PostgreSQL (ARCHITECTURE.md §2).
describe.runIf(process.env.DATABASE_URL)('wallet concurrency on PostgreSQL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  async function newPlayer(minor: bigint): Promise<string> {
    const payload = newRegistration();
    const { body } = await api(t, 'PUT', '/wps/member/register', { payload });
    await fund(t, String(payload.username), minor);
    return body.value.token;
  }

  function transfer(token: string, from: string, to: string, amount: string) {
    return api(t, 'POST', '/wps/v2/wallets/transfer', {
      token,
      payload: { from, to, amount, requestId: randomUUID() },
    });
  }

  async function wallets(token: string): Promise<Record<string, string>> {
    const { body } = await api(t, 'GET', '/wps/v2/wallets/merchant?isSingle=false', { token });
    return Object.fromEntries(
      body.value.map((entry: { wallet: string; balance: string }) => [entry.wallet, entry.balance]),
    );
  }

  it('C1: balance 100, 100 parallel debits of 7: exactly 14 succeed, 2 remain, no 5xx', async () => {
    const token = await newPlayer(10_000n);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => transfer(token, 'MAIN', 'SX', '7.00')),
    );
    const statuses = answers.map((answer) => answer.response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(14);
    expect(statuses.filter((status) => status === 409)).toHaveLength(86);
    expect(
      answers
        .filter((answer) => answer.response.statusCode === 409)
        .every((answer) => answer.body.code === 'INSUFFICIENT_FUNDS'),
    ).toBe(true);
    expect(await wallets(token)).toMatchObject({ MAIN: '2.00', SX: '98.00' });
  });

  it('C2: 20 parallel credits to one account all land', async () => {
    const token = await newPlayer(2_000n);
    await transfer(token, 'MAIN', 'EV', '20.00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => transfer(token, 'EV', 'MAIN', '1.00')),
    );
    expect(answers.map((answer) => answer.response.statusCode)).toEqual(Array(20).fill(200));
    expect(await wallets(token)).toMatchObject({ MAIN: '20.00', EV: '0.00' });
  });

  it('C3: transfers both ways at once never deadlock and keep every invariant', async () => {
    const token = await newPlayer(10_000n);
    await transfer(token, 'MAIN', 'SB', '50.00');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        index % 2 === 0 ? transfer(token, 'MAIN', 'SB', '1.00') : transfer(token, 'SB', 'MAIN', '1.00'),
      ),
    );
    expect(answers.every((answer) => answer.response.statusCode === 200)).toBe(true);
    const balances = await wallets(token);
    expect(balances).toMatchObject({ MAIN: '50.00', SB: '50.00' });
    expect((await checkInvariants(t.database)).filter((result) => result.violations > 0)).toEqual([]);
  });

  it('C3 across members: two members moving to each other’s agents at once', async () => {
    const first = await newPlayer(5_000n);
    const second = await newPlayer(5_000n);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => {
        const token = index % 2 === 0 ? first : second;
        return index % 4 < 2 ? transfer(token, 'MAIN', 'UG', '1.00') : transfer(token, 'MAIN', 'AV', '1.00');
      }),
    );
    expect(answers.every((answer) => answer.response.statusCode === 200)).toBe(true);
  });
});
