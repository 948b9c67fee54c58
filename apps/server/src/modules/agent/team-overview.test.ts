import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildHandTeam } from '../../../test/agent-team';
import { buildTestApp, runJob, type TestContext } from '../../../test/build-app';

// The team overview and user profit and loss against the hand-computed team of test/agent-team.ts.

let t: TestContext;
const day = { one: '', two: '' };
let token: Record<string, string> = {};

const overview = async (as: string, startDate: string, endDate: string) => {
  await runJob(t, 'team-rollup');
  return api(t, 'GET', `/wps/agent/team/overview?startDate=${startDate}&endDate=${endDate}`, { token: as });
};

beforeAll(async () => {
  t = await buildTestApp();
  const team = await buildHandTeam(t);
  Object.assign(day, team.day);
  token = team.token;
}, 120_000);

afterAll(() => t.close());

describe('team overview', () => {
  it('adds up a past day of the team, direct downlines apart, and leaves a sibling team out', async () => {
    const { body } = await overview(token.A ?? '', day.one, day.one);
    expect(body.success, JSON.stringify(body)).toBe(true);
    expect(body.value.teamSize).toEqual({ direct: 2, team: 5 });
    expect(body.value.team).toMatchObject({
      newMembers: 4,
      activeMembers: 2,
      firstDepositors: 2,
      depositCount: 2,
      deposits: '500.00',
      withdrawals: '0.00',
      betCount: 2,
      validBet: '330.00',
      payout: '315.00',
      playerProfit: '-15.00',
    });
    expect(body.value.direct).toMatchObject({
      newMembers: 2,
      activeMembers: 1,
      firstDepositors: 1,
      deposits: '300.00',
      validBet: '300.00',
      payout: '315.00',
      playerProfit: '15.00',
    });
    expect(body.value.income).toEqual({ transfersIn: '0.00', contracts: '0.00', total: '0.00' });
  });

  it('adds up today: deposits, bets, a withdrawal and the agent’s income from a transfer', async () => {
    const { body } = await overview(token.A ?? '', day.two, day.two);
    expect(body.value.team).toMatchObject({
      newMembers: 1,
      activeMembers: 2,
      firstDepositors: 1,
      depositCount: 2,
      deposits: '250.00',
      withdrawalCount: 1,
      withdrawals: '100.00',
      validBet: '25.00',
      payout: '45.00',
      playerProfit: '20.00',
    });
    expect(body.value.direct).toMatchObject({ activeMembers: 0, deposits: '0.00', withdrawals: '100.00' });
    expect(body.value.income).toEqual({ transfersIn: '20.00', contracts: '0.00', total: '20.00' });
  });

  it('counts a member active on both sides of the brand’s midnight once, and lists every day', async () => {
    const { body } = await overview(token.A ?? '', day.one, day.two);
    expect(body.value.team).toMatchObject({
      newMembers: 5,
      activeMembers: 3,
      firstDepositors: 3,
      deposits: '750.00',
      validBet: '355.00',
      payout: '360.00',
      playerProfit: '5.00',
      withdrawals: '100.00',
    });
    const days = body.value.days as { day: string; validBet: string; activeMembers: number }[];
    expect(days[0]).toMatchObject({ day: day.one, validBet: '330.00', activeMembers: 2 });
    expect(days.at(-1)).toMatchObject({ day: day.two, validBet: '25.00', activeMembers: 2 });
    expect(days.length).toBe((Date.parse(day.two) - Date.parse(day.one)) / 86_400_000 + 1);
  });

  it('shows a sub-agent only its own team', async () => {
    const { body } = await overview(token.B ?? '', day.one, day.two);
    expect(body.value.teamSize).toEqual({ direct: 2, team: 3 });
    expect(body.value.team).toMatchObject({ deposits: '450.00', validBet: '55.00', activeMembers: 2 });
  });

  it('is refused to a player, and to a period that is backwards or too long', async () => {
    const asPlayer = await overview(token.p1 ?? '', day.one, day.two);
    expect(asPlayer.response.statusCode).toBe(403);
    const backwards = await overview(token.A ?? '', day.two, day.one);
    expect(backwards.body.code).toBe('VALIDATION_FAILED');
    const long = await overview(token.A ?? '', '2026-01-01', '2026-06-01');
    expect(long.body.code).toBe('VALIDATION_FAILED');
    const malformed = await overview(token.A ?? '', '2026-1-1', day.two);
    expect(malformed.response.statusCode).toBe(400);
  });
});

describe('user profit and loss', () => {
  const profit = async (as: string, query: string) => {
    await runJob(t, 'team-rollup');
    return api(t, 'GET', `/wps/agent/team/profit?startDate=${day.one}&endDate=${day.two}&${query}`, {
      token: as,
    });
  };

  it('gives each direct downline its own and its team’s figures, and the team total on every page', async () => {
    const { body } = await profit(token.A ?? '', 'sort=validBet&order=desc');
    expect(body.success, JSON.stringify(body)).toBe(true);
    expect(body.value.content).toEqual([
      expect.objectContaining({
        account: token.p1Account,
        isAgent: false,
        validBet: '300.00',
        profit: '15.00',
      }),
      expect.objectContaining({
        account: 'teamagentb',
        isAgent: true,
        teamSize: 3,
        betCount: 3,
        validBet: '55.00',
        payout: '45.00',
        profit: '-10.00',
      }),
    ]);
    expect(body.value.total).toEqual({
      betCount: 4,
      validBet: '355.00',
      payout: '360.00',
      bonuses: '0.00',
      rebates: '0.00',
      profit: '5.00',
    });
    const second = await profit(token.A ?? '', 'sort=account&order=asc&pageSize=1&pageNo=2');
    expect(second.body.value.content.map((row: { account: string }) => row.account)).toEqual([
      token.p1Account,
    ]);
    expect(second.body.value).toMatchObject({
      totalPages: 2,
      totalElements: 2,
      total: { validBet: '355.00' },
    });
  });

  it('shows a sub-agent only its own downlines, and refuses a player and bad filters', async () => {
    const { body } = await profit(token.B ?? '', 'sort=profit&order=asc');
    expect(body.value.content.map((row: { account: string }) => row.account)).toContain('teamagentc');
    expect(body.value.total.validBet).toBe('55.00');
    expect((await profit(token.p1 ?? '', '')).response.statusCode).toBe(403);
    expect((await profit(token.A ?? '', 'sort=password')).response.statusCode).toBe(400);
  });
});
