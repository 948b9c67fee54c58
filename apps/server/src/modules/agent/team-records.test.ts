import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildHandTeam, type HandTeam } from '../../../test/agent-team';
import { buildTestApp, runJob, type TestContext } from '../../../test/build-app';
import { memberId } from '../../../test/money';

// The team betting record, team transactions and my income against the hand-computed team of test/agent-team.ts.

let t: TestContext;
let team: HandTeam;

const bets = async (as: string, query: string) => {
  await runJob(t, 'team-rollup');
  const period = `startDate=${team.day.one}&endDate=${team.day.two}`;
  return api(t, 'GET', `/wps/agent/team/bets?${period}${query ? `&${query}` : ''}`, { token: as });
};

beforeAll(async () => {
  t = await buildTestApp();
  team = await buildHandTeam(t);
}, 120_000);
afterAll(() => t.close());

describe('team betting record', () => {
  it('lists the whole team’s bets newest first with their accounts, and totals from the daily figures', async () => {
    const { body } = await bets(team.token.A ?? '', '');
    expect(body.success, JSON.stringify(body)).toBe(true);
    expect(body.value.totals).toEqual({ betCount: 4, validBet: '355.00', payout: '360.00', profit: '5.00' });
    expect(body.value.totalElements).toBe(4);
    const accounts = body.value.content.map((row: { account: string }) => row.account);
    expect(accounts).toEqual([
      team.token.p3Account,
      team.token.p2Account,
      team.token.p2Account,
      team.token.p1Account,
    ]);
    expect(accounts).not.toContain(team.token.qAccount);
  });

  it('narrows to one downline, a status or a vendor, counting from the bets themselves', async () => {
    const p2 = await memberId(t, team.token.p2Account ?? '');
    const one = await bets(team.token.A ?? '', `memberId=${p2}`);
    expect(one.body.value.totals).toEqual({
      betCount: 2,
      validBet: '50.00',
      payout: '40.00',
      profit: '-10.00',
    });
    const settled = await bets(team.token.A ?? '', 'status=SETTLED&pageSize=1');
    expect(settled.body.value).toMatchObject({ totalElements: 4, totalPages: 4 });
    expect(settled.body.value.content).toHaveLength(1);
    const byAccount = await bets(team.token.A ?? '', `account=${team.token.p2Account}`);
    expect(byAccount.body.value.totals.validBet).toBe('50.00');
    expect((await bets(team.token.A ?? '', `account=${team.token.qAccount}`)).body.code).toBe('NOT_IN_TEAM');
    expect((await bets(team.token.A ?? '', 'account=nobody-at-all')).body.code).toBe('NOT_IN_TEAM');
    const noVendor = await bets(team.token.A ?? '', 'vendor=NOPE');
    expect(noVendor.body.value).toMatchObject({ totalElements: 0, content: [] });
  });

  it('S8: refuses another team’s member, keeps a sub-agent to its own team, and refuses a player', async () => {
    const stranger = await memberId(t, team.token.qAccount ?? '');
    const refused = await bets(team.token.A ?? '', `memberId=${stranger}`);
    expect(refused.body.code).toBe('NOT_IN_TEAM');
    const p1 = await memberId(t, team.token.p1Account ?? '');
    expect((await bets(team.token.B ?? '', `memberId=${p1}`)).body.code).toBe('NOT_IN_TEAM');
    const asB = await bets(team.token.B ?? '', '');
    expect(asB.body.value.totals.validBet).toBe('55.00');
    expect((await bets(team.token.p1 ?? '', '')).response.statusCode).toBe(403);
    expect((await bets(team.token.A ?? '', 'category=NOPE')).response.statusCode).toBe(400);
  });
});

describe('team transactions and my income', () => {
  const get = (as: string, path: string, query = '') =>
    api(t, 'GET', `${path}?startDate=${team.day.one}&endDate=${team.day.two}${query ? `&${query}` : ''}`, {
      token: as,
    });

  it('lists the team’s deposits, withdrawals and transfers with totals per type, not the agent’s own', async () => {
    const { body } = await get(team.token.A ?? '', '/wps/agent/team/transactions');
    expect(body.success, JSON.stringify(body)).toBe(true);
    expect(body.value.totals).toEqual([
      { type: 'DEPOSIT', count: 4, amount: '750.00' },
      { type: 'TRANSFER_UPLINE', count: 1, amount: '-20.00' },
      { type: 'WITHDRAWAL_PAYOUT', count: 1, amount: '-100.00' },
    ]);
    expect(body.value.totalElements).toBe(6);
    expect(body.value.content[0]).toMatchObject({ account: team.token.p1Account, type: 'WITHDRAWAL_PAYOUT' });
    const p2 = await get(
      team.token.A ?? '',
      '/wps/agent/team/transactions',
      `account=${team.token.p2Account}&type=DEPOSIT`,
    );
    expect(p2.body.value.totals).toEqual([{ type: 'DEPOSIT', count: 2, amount: '350.00' }]);
    const b = await get(team.token.B ?? '', '/wps/agent/team/transactions');
    expect(b.body.value.content.map((row: { account: string }) => row.account)).not.toContain(
      team.token.p1Account,
    );
  });

  it('gives the agent its income: the transfer a downline sent, with who sent it', async () => {
    const { body } = await get(team.token.A ?? '', '/wps/agent/income');
    expect(body.value.totals).toEqual([{ type: 'TRANSFER_UPLINE', count: 1, amount: '20.00' }]);
    expect(body.value.content[0]).toMatchObject({
      account: 'teamagenta',
      amount: '20.00',
      counterparty: team.token.p1Account,
    });
    expect((await get(team.token.B ?? '', '/wps/agent/income')).body.value.totalElements).toBe(0);
  });

  it('S8: refuses another team’s member, a player, and an unknown type', async () => {
    const stranger = await get(
      team.token.A ?? '',
      '/wps/agent/team/transactions',
      `account=${team.token.qAccount}`,
    );
    expect(stranger.body.code).toBe('NOT_IN_TEAM');
    expect((await get(team.token.p1 ?? '', '/wps/agent/income')).response.statusCode).toBe(403);
    expect(
      (await get(team.token.A ?? '', '/wps/agent/team/transactions', 'type=BET')).response.statusCode,
    ).toBe(400);
  });
});
