import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { newCashierPlayer, operatorToken, type Player } from '../../../test/cashier';
import { missionSteps } from '../../../test/missions';
import { memberId } from '../../../test/money';
import { maskAccount } from './mission-progress';

let t: TestContext;
const { create, created, claim, close, badges } = missionSteps(() => t);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const leaderboard = async (player: Player) =>
  (await api(t, 'GET', '/wps/member/missions/leaderboard', { token: player.token })).body.value;

describe('the mission leaderboard', () => {
  it('ranks the week by summed score, ties to who got there first, with the caller’s place even below the top 20', async () => {
    // Registering logs in: a login mission is done at once.
    const big = await created({
      title: 'Log in today',
      kind: 'LOGIN_DAYS',
      category: null,
      target: '1',
      reward: '0',
      score: 50_000,
    });
    const small = await created({
      title: 'Log in this week',
      period: 'WEEKLY',
      kind: 'LOGIN_DAYS',
      category: null,
      target: '1',
      reward: '0',
      score: 40_000,
    });
    const [first, second, third] = [
      await newCashierPlayer(t),
      await newCashierPlayer(t),
      await newCashierPlayer(t),
    ];
    const empty = await leaderboard(first);
    expect(empty).toMatchObject({ entries: [], mine: { place: null, score: 0, missions: 0 } });
    expect((await badges(first.token)).missions).toBe(2);
    expect((await claim(first.token, big)).body.success).toBe(true);
    expect((await badges(first.token)).missions).toBe(1);
    expect((await claim(second.token, big)).body.success).toBe(true);
    expect((await claim(third.token, small)).body.success).toBe(true);

    const board = await leaderboard(second);
    expect(board.entries).toEqual([
      { place: 1, account: maskAccount(first.username), score: 50_000, missions: 1, mine: false },
      { place: 2, account: maskAccount(second.username), score: 50_000, missions: 1, mine: true },
      { place: 3, account: maskAccount(third.username), score: 40_000, missions: 1, mine: false },
    ]);
    expect(board.entries[0].account).toMatch(/^te\*\*\*..$/);
    expect(board.mine).toEqual({ place: 2, score: 50_000, missions: 1 });
    expect(board.week).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(board.week).getUTCDay()).toBe(1);

    // Twenty others with 45,000 in the week push the third member to place 23.
    const others = await Promise.all(Array.from({ length: 20 }, () => newCashierPlayer(t)));
    for (const other of others) {
      await t.database.query(
        `insert into mission_claims (mission_id, member_id, period, week, reward, score)
         values ($1, $2, $3::date, $3::date, 0, 45000)`,
        [small, await memberId(t, other.username), board.week],
      );
    }
    const below = await leaderboard(third);
    expect(below.entries).toHaveLength(20);
    expect(below.entries.slice(0, 2).map((entry: { score: number }) => entry.score)).toEqual([
      50_000, 50_000,
    ]);
    expect(below.entries.some((entry: { mine: boolean }) => entry.mine)).toBe(false);
    expect(below.mine).toEqual({ place: 23, score: 40_000, missions: 1 });
    await close(big);
    await close(small);
  });

  it('masks account names', () => {
    expect(maskAccount('player01')).toBe('pl***01');
    expect(maskAccount('abcd')).toBe('a***');
  });
});

describe('the console’s missions', () => {
  it('lists missions with this period’s claims, edits and closes them, audited', async () => {
    const id = await created({
      title: 'Deposit this week',
      period: 'WEEKLY',
      kind: 'DEPOSIT',
      category: null,
    });
    const operator = await operatorToken(t, 'operator');
    const edit = await api(t, 'PUT', `/ops/api/missions/${id}`, {
      token: operator,
      payload: {
        title: 'Deposit ¥150 this week',
        period: 'WEEKLY',
        kind: 'DEPOSIT',
        target: '150.00',
        reward: '6.00',
        rewardWagering: 1.5,
        score: 12,
      },
    });
    expect(edit.body.value).toMatchObject({
      title: 'Deposit ¥150 this week',
      target: '150.00',
      reward: '6.00',
      rewardWagering: '1.5',
      score: 12,
      status: 'LIVE',
      claims: { period: 0, paid: '0.00', total: 0 },
    });
    const listed = await api(t, 'GET', '/ops/api/missions', { token: operator });
    expect(listed.body.value.find((row: { id: string }) => row.id === id)?.periodKey).toMatch(/^\d{4}-/);
    const changeKind = await api(t, 'PUT', `/ops/api/missions/${id}`, {
      token: operator,
      payload: { title: 'Now a bet', period: 'WEEKLY', kind: 'BET', target: '1.00', reward: '1.00' },
    });
    expect(changeKind.body.code).toBe('MISSION_INVALID');
    expect((await close(id)).body.value.status).toBe('CLOSED');
    expect((await close(id)).body.code).toBe('MISSION_NOT_FOUND');
    const closedEdit = await api(t, 'PUT', `/ops/api/missions/${id}`, {
      token: operator,
      payload: { title: 'Too late', period: 'WEEKLY', kind: 'DEPOSIT', target: '1.00', reward: '1.00' },
    });
    expect(closedEdit.body.code).toBe('MISSION_NOT_FOUND');
    const [audit] = await t.database.query<{ actions: string[] }>(
      `select array_agg(action order by id) as actions from audit_log where target_type = 'mission' and target_id = $1`,
      [id],
    );
    expect(audit?.actions).toEqual(['MISSION_CREATE', 'MISSION_UPDATE', 'MISSION_CLOSE']);
  });

  it('refuses figures that do not fit the kind, malformed input and anyone but an operator, changing nothing', async () => {
    const [before] = await t.database.query<{ count: number }>('select count(*)::int as count from missions');
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'DEPOSIT', category: 'RNG' }, 'MISSION_INVALID'],
      [{ kind: 'GAMES', category: null, target: '2.5' }, 'MISSION_INVALID'],
      [{ kind: 'GAMES', category: null, target: '101' }, 'MISSION_INVALID'],
      [{ kind: 'LOGIN_DAYS', category: null, target: '2' }, 'MISSION_INVALID'],
      [{ kind: 'LOGIN_DAYS', period: 'WEEKLY', category: null, target: '8' }, 'MISSION_INVALID'],
      [{ target: '0' }, 'MISSION_INVALID'],
      [{ reward: '0', score: 0 }, 'MISSION_INVALID'],
      [{ reward: '-1.00' }, 'VALIDATION_FAILED'],
      [{ target: '1.234' }, 'VALIDATION_FAILED'],
      [{ kind: 'SPINS' }, 'VALIDATION_FAILED'],
      [{ period: 'MONTHLY' }, 'VALIDATION_FAILED'],
      [{ category: 'POKER' }, 'VALIDATION_FAILED'],
      [{ score: -1 }, 'VALIDATION_FAILED'],
      [{ rewardWagering: 1.3 }, 'VALIDATION_FAILED'],
      [{ title: '' }, 'VALIDATION_FAILED'],
      [{ memberId: '1' }, 'VALIDATION_FAILED'],
    ];
    for (const [payload, code] of cases) {
      const refused = await create(payload);
      expect(refused.body.code, JSON.stringify(payload)).toBe(code);
    }
    const player = await newCashierPlayer(t);
    const asMember = await api(t, 'POST', '/ops/api/missions', {
      token: player.token,
      payload: { title: 'Mine', period: 'DAILY', kind: 'BET', target: '1.00', reward: '1.00' },
    });
    expect(asMember.response.statusCode).toBe(401);
    expect((await api(t, 'GET', '/ops/api/missions', { token: player.token })).response.statusCode).toBe(401);
    const [after] = await t.database.query<{ count: number }>('select count(*)::int as count from missions');
    expect(after?.count).toBe(before?.count);
  });
});
