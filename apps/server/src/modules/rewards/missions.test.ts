import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginToken, MEMBER_PASSWORD } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { balanceOf, deposit, newCashierPlayer, type Player } from '../../../test/cashier';
import { missionSteps } from '../../../test/missions';
import { fund, memberId } from '../../../test/money';
import { betBody, launch, playRound, VENDOR, vendorClient, winBody } from '../../../test/vendor';

let t: TestContext;
const { created, mission, claim, close, badges } = missionSteps(() => t);
const missions = { slots: '', anyBet: '', deposit: '', games: '' };

beforeAll(async () => {
  t = await buildTestApp();
  missions.slots = await created();
  missions.anyBet = await created({
    title: 'Bet ¥300 this week',
    period: 'WEEKLY',
    category: null,
    target: '300.00',
    reward: '0',
    score: 5,
  });
  missions.deposit = await created({
    title: 'Deposit ¥100 this week',
    period: 'WEEKLY',
    kind: 'DEPOSIT',
    category: null,
    target: '100.00',
    reward: '8.00',
    score: 20,
  });
  missions.games = await created({
    title: 'Play 2 different games today',
    kind: 'GAMES',
    category: null,
    target: '2',
    reward: '2.00',
    score: 3,
  });
});
afterAll(async () => {
  await t?.close();
});

/** A member with `minor` in the main wallet (10% spare), launched into the demo slot. */
async function fundedPlayer(minor: bigint): Promise<Player> {
  const player = await newCashierPlayer(t);
  await fund(t, player.username, minor + minor / 10n);
  return player;
}

/** One settled round in a given game of the demo vendor, through the protocol. */
async function playIn(player: Player, gameCode: string, stake: string) {
  const launched = await launch(t, player.token, gameCode);
  const vendor = vendorClient(t, { vendor: VENDOR });
  const bet = betBody(launched, { gameCode, amount: stake });
  expect((await vendor.call('bet', bet)).body.status).toBe('OK');
  expect((await vendor.call('win', winBody(bet, { amount: '0.00' }))).body.status).toBe('OK');
}

describe('mission progress, read from what the money paths keep', () => {
  it('counts settled slot bets of the brand day, pays the claim once as a bonus with wagering', async () => {
    const player = await fundedPlayer(20_000n);
    const launched = await launch(t, player.token);
    await playRound(t, launched, 15_000n, 0n);
    // A bet of the day before is not today's.
    const id = await memberId(t, player.username);
    await t.database.query(
      `insert into member_daily_stats (member_id, day, category_code, bet_count, stake, valid_bet)
       values ($1, (now() at time zone (select time_zone from site_settings where id = 1))::date - 1, 'RNG', 1,
               90000, 90000)`,
      [id],
    );
    expect(await mission(player.token, missions.slots)).toMatchObject({
      achieved: '150.00',
      target: '200.00',
      reward: '5.00',
      score: 10,
      state: 'IN_PROGRESS',
    });
    // Out again: the ledger check after the suite compares these figures with the bets.
    await t.database.query(
      `delete from member_daily_stats where member_id = $1
       and day < (now() at time zone (select time_zone from site_settings where id = 1))::date`,
      [id],
    );
    const early = await claim(player.token, missions.slots);
    expect(early.response.statusCode).toBe(409);
    expect(early.body.code).toBe('MISSION_NOT_COMPLETED');
    const before = await badges(player.token);

    await playRound(t, launched, 5_000n, 0n);
    expect((await mission(player.token, missions.slots))?.state).toBe('CLAIM');
    expect((await badges(player.token)).missions).toBe(before.missions + 1);
    const claimed = await claim(player.token, missions.slots);
    expect(claimed.body, JSON.stringify(claimed.body)).toMatchObject({
      success: true,
      value: { missionId: missions.slots, reward: '5.00', score: 10 },
    });
    expect((await balanceOf(t, player.token)).balance).toBe('25.00');
    const [bonus] = await t.database.query<{ source: string; source_ref: string; wagering_required: bigint }>(
      'select source, source_ref, wagering_required from bonuses where member_id = $1',
      [id],
    );
    expect(bonus?.source).toBe('MISSION');
    expect(bonus?.source_ref).toMatch(new RegExp(`^${missions.slots}:${id}:\\d{4}-\\d{2}-\\d{2}$`));
    expect(bonus?.wagering_required).toBe(1_000n);
    const after = await mission(player.token, missions.slots);
    expect(after).toMatchObject({ state: 'CLAIMED', achieved: '200.00' });
    expect((await badges(player.token)).missions).toBe(before.missions);
    const again = await claim(player.token, missions.slots);
    expect(again.response.statusCode).toBe(409);
    expect(again.body.code).toBe('REWARD_ALREADY_CLAIMED');
    // The weekly any-category bet mission counts the same bets, and one that only scores pays no bonus.
    expect(await mission(player.token, missions.anyBet)).toMatchObject({ achieved: '200.00' });
  });

  it('counts credited deposits of the week', async () => {
    const player = await newCashierPlayer(t);
    expect((await mission(player.token, missions.deposit))?.achieved).toBe('0.00');
    await deposit(t, player, '100.00');
    expect(await mission(player.token, missions.deposit)).toMatchObject({
      achieved: '100.00',
      state: 'CLAIM',
    });
    expect((await claim(player.token, missions.deposit)).body.value.reward).toBe('8.00');
    expect((await balanceOf(t, player.token)).balance).toBe('108.00');
  });

  it('counts the different games bet on, not the bets', async () => {
    const player = await fundedPlayer(3_000n);
    await playIn(player, 'PG-0001', '10.00');
    await playIn(player, 'PG-0001', '10.00');
    expect(await mission(player.token, missions.games)).toMatchObject({ achieved: '1', target: '2' });
    await playIn(player, 'PG-0002', '10.00');
    expect(await mission(player.token, missions.games)).toMatchObject({ achieved: '2', state: 'CLAIM' });
    expect((await claim(player.token, missions.games)).body.success).toBe(true);
  });

  it('counts the brand days a member logged in, once a day however often', async () => {
    const login = await created({
      title: 'Log in this week',
      period: 'WEEKLY',
      kind: 'LOGIN_DAYS',
      category: null,
      target: '1',
      reward: '1.00',
      score: 1,
    });
    const player = await newCashierPlayer(t);
    const id = await memberId(t, player.username);
    // Registering logged in (a login day): start from none to see the login route write it.
    await t.database.query('delete from member_login_days where member_id = $1', [id]);
    expect(await mission(player.token, login)).toMatchObject({ achieved: '0', state: 'IN_PROGRESS' });
    const token = await loginToken(t, player.username, MEMBER_PASSWORD);
    await loginToken(t, player.username, MEMBER_PASSWORD);
    expect(await mission(token, login)).toMatchObject({ achieved: '1', state: 'CLAIM' });
    const [days] = await t.database.query<{ count: number }>(
      'select count(*)::int as count from member_login_days where member_id = $1',
      [id],
    );
    expect(days?.count).toBe(1);
    expect((await claim(token, login)).body.success).toBe(true);
    await close(login);
  });
});

describe('claims', () => {
  it('pays one of thirty parallel claims (C8)', async () => {
    const player = await fundedPlayer(20_000n);
    await playRound(t, await launch(t, player.token), 20_000n, 0n);
    const claims = await Promise.all(Array.from({ length: 30 }, () => claim(player.token, missions.slots)));
    const paid = claims.filter((result) => result.body.success);
    expect(paid).toHaveLength(1);
    for (const refused of claims.filter((result) => !result.body.success)) {
      expect(refused.body.code).toBe('REWARD_ALREADY_CLAIMED');
    }
    const id = await memberId(t, player.username);
    const [rows] = await t.database.query<{ claims: number; bonuses: number }>(
      `select (select count(*)::int from mission_claims where member_id = $1) as claims,
              (select count(*)::int from bonuses where member_id = $1 and source = 'MISSION') as bonuses`,
      [id],
    );
    expect(rows).toEqual({ claims: 1, bonuses: 1 });
    expect((await balanceOf(t, player.token)).balance).toBe('25.00');
  });

  it('refuses a closed or unknown mission, a stranger, and claims only for the caller', async () => {
    const owner = await fundedPlayer(20_000n);
    await playRound(t, await launch(t, owner.token), 20_000n, 0n);
    const other = await newCashierPlayer(t);
    // Routes take the member from the session: another member's claim is judged on their own progress.
    const stranger = await claim(other.token, missions.slots);
    expect(stranger.body.code).toBe('MISSION_NOT_COMPLETED');
    expect((await api(t, 'POST', `/wps/member/missions/${missions.slots}/claim`)).response.statusCode).toBe(
      401,
    );
    expect((await claim(undefined, missions.slots)).response.statusCode).toBe(401);
    expect((await mission(owner.token, missions.slots))?.state).toBe('CLAIM');
    for (const id of ['999999', '0']) {
      const unknown = await claim(owner.token, id);
      expect(unknown.response.statusCode).toBe(404);
      expect(unknown.body.code).toBe('MISSION_NOT_FOUND');
    }
    expect((await claim(owner.token, 'abc')).body.code).toBe('VALIDATION_FAILED');

    const closing = await created({ title: 'Closing soon', target: '10.00', reward: '1.00' });
    expect((await mission(owner.token, closing))?.state).toBe('CLAIM');
    expect((await close(closing)).body.value.status).toBe('CLOSED');
    expect(await mission(owner.token, closing)).toBeUndefined();
    const closed = await claim(owner.token, closing);
    expect(closed.body.code).toBe('MISSION_NOT_FOUND');
    expect((await balanceOf(t, owner.token)).balance).toBe('20.00');
  });
});
