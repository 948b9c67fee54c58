import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, MEMBER_PASSWORD } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { newCashierPlayer, type Player } from '../../../test/cashier';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function boundAccount(): Promise<Player & { accountId: string }> {
  const player = await newCashierPlayer(t, 'Do Thi Lan');
  const bound = await api(t, 'POST', '/wps/cashier/bank-accounts', {
    token: player.token,
    payload: {
      bankName: 'Techcombank',
      accountNumber: '19033344455566',
      accountName: 'Do Thi Lan',
      password: MEMBER_PASSWORD,
    },
  });
  expect(bound.body.success, JSON.stringify(bound.body)).toBe(true);
  return { ...player, accountId: bound.body.value.id };
}

async function listed(player: Player): Promise<string[]> {
  const { body } = await api(t, 'GET', '/wps/cashier/bank-accounts', { token: player.token });
  return body.value.map((account: { id: string }) => account.id);
}

describe('removing a payout account (S5)', () => {
  it('issue 11.10: is refused with the session token alone, or a wrong password, and the account stays', async () => {
    const player = await boundAccount();
    const url = `/wps/cashier/bank-accounts/${player.accountId}`;
    const bare = await api(t, 'DELETE', url, { token: player.token });
    expect(bare.response.statusCode).toBe(400);
    expect(bare.body.code).toBe('VALIDATION_FAILED');
    const wrong = await api(t, 'DELETE', url, { token: player.token, payload: { password: 'Wrong12345' } });
    expect(wrong.response.statusCode).toBe(400);
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    expect(await listed(player)).toEqual([player.accountId]);
  });

  it('removes the account with the login password, once', async () => {
    const player = await boundAccount();
    const url = `/wps/cashier/bank-accounts/${player.accountId}`;
    const removed = await api(t, 'DELETE', url, {
      token: player.token,
      payload: { password: MEMBER_PASSWORD },
    });
    expect(removed.body.success, JSON.stringify(removed.body)).toBe(true);
    expect(await listed(player)).toEqual([]);
    const again = await api(t, 'DELETE', url, {
      token: player.token,
      payload: { password: MEMBER_PASSWORD },
    });
    expect(again.response.statusCode).toBe(404);
  });

  it('does not reach another member’s account, even with the right password', async () => {
    const owner = await boundAccount();
    const other = await newCashierPlayer(t, 'Do Thi Lan');
    const { response } = await api(t, 'DELETE', `/wps/cashier/bank-accounts/${owner.accountId}`, {
      token: other.token,
      payload: { password: MEMBER_PASSWORD },
    });
    expect(response.statusCode).toBe(404);
    expect(await listed(owner)).toEqual([owner.accountId]);
  });
});
