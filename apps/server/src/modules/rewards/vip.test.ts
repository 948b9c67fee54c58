import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { bonusSteps } from '../../../test/bonuses';
import { buildTestApp, runJob, type TestContext } from '../../../test/build-app';
import { deposit, newCashierPlayer, operatorToken, type Player } from '../../../test/cashier';
import { fund, memberId } from '../../../test/money';
import { launch, playRound } from '../../../test/vendor';

let t: TestContext;
const { consume } = bonusSteps(() => t);

const rank = (level: number, name: string, values: Record<string, unknown> = {}) => ({
  level,
  name,
  validBetThreshold: '0.00',
  depositThreshold: '0.00',
  keepValidBet: '0.00',
  upgradeBonus: '0.00',
  monthlyBonus: '0.00',
  birthdayBonus: '0.00',
  bonusWagering: 1,
  dailyWithdrawalCount: null,
  dailyWithdrawalAmount: null,
  rebateRates: {},
  ...values,
});

/** Bronze for everyone; Silver at 100.00 bet and 100.00 deposited; Gold at 1,000.00 and 500.00. */
const LADDER = {
  windowDays: 30,
  ranks: [
    rank(0, 'Bronze'),
    rank(1, 'Silver', {
      validBetThreshold: '100.00',
      depositThreshold: '100.00',
      keepValidBet: '50.00',
      upgradeBonus: '10.00',
      monthlyBonus: '5.00',
      birthdayBonus: '8.00',
      dailyWithdrawalCount: 9,
    }),
    rank(2, 'Gold', {
      validBetThreshold: '1000.00',
      depositThreshold: '500.00',
      keepValidBet: '500.00',
      upgradeBonus: '20.00',
      monthlyBonus: '15.00',
      bonusWagering: 2,
      dailyWithdrawalAmount: '90000.00',
      rebateRates: { RNG: '1.5' },
    }),
  ],
};

const setLadder = async (payload: Record<string, unknown>, token?: string) =>
  api(t, 'PUT', '/ops/api/vip-ladder', { token: token ?? (await operatorToken(t, 'operator')), payload });
const status = async (player: Player) =>
  (await api(t, 'GET', '/wps/member/vip', { token: player.token })).body;
const claim = (player: Player, kind: string) =>
  api(t, 'POST', '/wps/member/vip/claim', { token: player.token, payload: { kind } });

/** A member who deposited `depositAmount` and bet `betMinor` in a slot, counted by the consumer. */
async function playerWho(depositAmount: string, betMinor: bigint): Promise<Player> {
  const player = await newCashierPlayer(t);
  await deposit(t, player, depositAmount);
  // The stake comes from outside the cashier: only the deposit counts as one.
  if (betMinor > 0n) {
    await fund(t, player.username, betMinor);
    await playRound(t, await launch(t, player.token), betMinor, 0n);
  }
  await consume();
  return player;
}

async function vipBonuses(player: Player) {
  return t.database.query<{ source: string; amount: bigint; wagering_required: bigint }>(
    `select source, amount, wagering_required from bonuses where member_id = $1 and source like 'VIP:%'
     order by id`,
    [await memberId(t, player.username)],
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  const saved = await setLadder(LADDER);
  expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
});
afterAll(async () => {
  await t?.close();
});

describe('the VIP ladder in the console', () => {
  it('refuses ladders that are not ladders, and members, with stable codes and no change', async () => {
    const cases = [
      { ...LADDER, ranks: [rank(1, 'Silver')] },
      { ...LADDER, ranks: [rank(0, 'Bronze', { validBetThreshold: '1.00' })] },
      { ...LADDER, ranks: [rank(0, 'Bronze'), rank(1, 'Silver')] },
      { ...LADDER, ranks: [rank(0, 'Bronze'), rank(1, 'bronze', { depositThreshold: '1.00' })] },
      {
        ...LADDER,
        ranks: [rank(0, 'Bronze'), rank(1, 'Silver', { validBetThreshold: '10.00', keepValidBet: '20.00' })],
      },
    ];
    for (const ladder of cases) {
      const refused = await setLadder(ladder);
      expect(refused.response.statusCode).toBe(400);
      expect(refused.body.code).toBe('VIP_LADDER_INVALID');
    }
    for (const payload of [
      { ...LADDER, windowDays: 0 },
      { ...LADDER, ranks: [rank(0, 'Bronze', { upgradeBonus: '-1.00' })] },
      { ...LADDER, ranks: [rank(0, 'Bronze', { rebateRates: { RNG: '9' } })] },
      { ...LADDER, extra: true },
    ]) {
      const refused = await setLadder(payload);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
    }
    const member = await newCashierPlayer(t);
    const stranger = await setLadder(LADDER, member.token);
    expect(stranger.response.statusCode).toBe(401);
    const ladder = await api(t, 'GET', '/ops/api/vip-ladder', { token: await operatorToken(t, 'operator') });
    expect(ladder.body.value.ranks.map((row: { name: string }) => row.name)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
    ]);
    expect(ladder.body.value.ranks[2]).toMatchObject({ rebateRates: { RNG: '1.5' }, bonusWagering: 2 });
    const [audit] = await t.database.query<{ count: number }>(
      `select count(*)::int as count from audit_log where action = 'VIP_LADDER'`,
    );
    expect(audit?.count).toBe(1);
  });
});

describe('VIP progress and upgrades', () => {
  it('moves with settled bets and deposits, raises the member and pays the upgrade bonus once', async () => {
    const player = await playerWho('100.00', 5_000n);
    const before = await status(player);
    expect(before.value).toMatchObject({
      hasVip: true,
      vipLabelName: 'Bronze',
      vipRankLevel: 0,
      windowDays: 30,
      validBet: '50.00',
      deposits: '100.00',
      next: { level: 1, name: 'Silver', validBetThreshold: '100.00', depositThreshold: '100.00' },
      keep: null,
    });
    await playRound(t, await launch(t, player.token), 5_000n, 0n);
    await consume();
    const after = await status(player);
    expect(after.value).toMatchObject({ vipLabelName: 'Silver', vipRankLevel: 1, validBet: '100.00' });
    expect(after.value.keep).toMatchObject({ validBet: '50.00' });
    const state = await api(t, 'GET', '/wps/member/vip/state', { token: player.token });
    expect(state.body.value).toEqual({ hasVip: true, vipLabelName: 'Silver', vipRankLevel: 1 });
    await consume();
    expect(await vipBonuses(player)).toEqual([
      { source: 'VIP:UPGRADE', amount: 1000n, wagering_required: 1000n },
    ]);
  });

  it('pays every rank passed on the way when one batch passes several', async () => {
    const player = await playerWho('500.00', 100_000n);
    expect((await status(player)).value).toMatchObject({ vipLabelName: 'Gold', vipRankLevel: 2, next: null });
    expect(await vipBonuses(player)).toEqual([
      { source: 'VIP:UPGRADE', amount: 1000n, wagering_required: 1000n },
      { source: 'VIP:UPGRADE', amount: 2000n, wagering_required: 4000n },
    ]);
    const rules = await api(t, 'GET', '/wps/cashier/withdrawal/rules', { token: player.token });
    expect(rules.body.value).toMatchObject({ dailyAmount: '90000.00' });
  });

  it('relegates a member a window after the upgrade when the window no longer keeps the rank', async () => {
    const player = await playerWho('100.00', 10_000n);
    const id = await memberId(t, player.username);
    expect((await status(player)).value.vipRankLevel).toBe(1);
    await t.change(`update vip_members set reached_at = now() - interval '31 days' where member_id = ${id}`);
    await runJob(t, 'vip-review');
    expect((await status(player)).value.vipRankLevel).toBe(1);
    await t.change(`update vip_daily set valid_bet = 4000 where member_id = ${id}`);
    await runJob(t, 'vip-review');
    expect((await status(player)).value).toMatchObject({ vipRankLevel: 0, vipLabelName: 'Bronze' });
    const changes = await t.database.query<{ reason: string; to_level: number }>(
      'select reason, to_level from vip_changes where member_id = $1 order by id',
      [id],
    );
    expect(changes).toEqual([
      { reason: 'UPGRADE', to_level: 1 },
      { reason: 'RELEGATION', to_level: 0 },
    ]);
    // Reached again: the upgrade bonus of a rank is paid once ever.
    await t.change(`update vip_daily set valid_bet = 10000 where member_id = ${id}`);
    await playRound(t, await launch(t, player.token), 100n, 0n);
    await consume();
    expect((await status(player)).value.vipRankLevel).toBe(1);
    expect(await vipBonuses(player)).toHaveLength(1);
  });
});

describe('VIP monthly and birthday bonuses', () => {
  it('pays one of thirty parallel monthly claims, as a bonus with the rank’s wagering', async () => {
    const player = await playerWho('100.00', 10_000n);
    const offers = (await status(player)).value.bonuses;
    expect(offers).toMatchObject([
      { kind: 'MONTHLY', amount: '5.00', state: 'CLAIM' },
      { kind: 'BIRTHDAY', amount: '8.00', state: 'NOT_AVAILABLE', reason: 'NO_BIRTHDAY' },
    ]);
    const badge = await api(t, 'GET', '/wps/member/rewards/badges', { token: player.token });
    expect(badge.body.value.rewards).toBeGreaterThanOrEqual(1);
    const claims = await Promise.all(Array.from({ length: 30 }, () => claim(player, 'MONTHLY')));
    const paid = claims.filter((call) => call.body.success);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.body.value).toMatchObject({
      amount: '5.00',
      wageringRequired: '5.00',
      source: 'VIP:MONTHLY',
    });
    for (const refused of claims.filter((call) => !call.body.success)) {
      expect(refused.body.code).toBe('REWARD_ALREADY_CLAIMED');
    }
    expect((await status(player)).value.bonuses[0]).toMatchObject({ kind: 'MONTHLY', state: 'CLAIMED' });
    const birthday = await claim(player, 'BIRTHDAY');
    expect(birthday.body.code).toBe('VIP_BONUS_NOT_AVAILABLE');
  });

  it('pays the birthday bonus in the birth month, once a year', async () => {
    const player = await playerWho('100.00', 10_000n);
    const profile = (birthday: unknown) =>
      api(t, 'PUT', '/wps/member/profile', { token: player.token, payload: { birthday } });
    for (const bad of [
      '1990-02-30',
      '1990-2-3',
      `${new Date().getUTCFullYear() - 10}-01-01`,
      '1899-12-31',
      19900101,
    ]) {
      const refused = await profile(bad);
      expect(refused.body.code, String(bad)).toBe('VALIDATION_FAILED');
    }
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', month: '2-digit' }).format(
      new Date(),
    );
    expect((await profile(`1990-${month}-15`)).body.success).toBe(true);
    const again = await profile('1991-01-01');
    expect(again.body.code).toBe('CONFLICT');
    const info = await api(t, 'GET', '/wps/member/info', { token: player.token });
    expect(info.body.value.birthday).toBe(`1990-${month}-15`);
    const first = await claim(player, 'BIRTHDAY');
    expect(first.body.value).toMatchObject({ amount: '8.00', source: 'VIP:BIRTHDAY' });
    const second = await claim(player, 'BIRTHDAY');
    expect(second.body.code).toBe('REWARD_ALREADY_CLAIMED');
  });

  it('refuses a rank without the bonus, bad kinds, and strangers, changing nothing', async () => {
    const bronze = await playerWho('100.00', 0n);
    expect((await status(bronze)).value.bonuses[0]).toMatchObject({ state: 'NOT_AVAILABLE', reason: 'RANK' });
    expect((await claim(bronze, 'MONTHLY')).body.code).toBe('VIP_BONUS_NOT_AVAILABLE');
    const bad = await claim(bronze, 'WEEKLY');
    expect(bad.response.statusCode).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const anonymous = await api(t, 'POST', '/wps/member/vip/claim', { payload: { kind: 'MONTHLY' } });
    expect(anonymous.response.statusCode).toBe(401);
    expect(await vipBonuses(bronze)).toEqual([]);
  });
});

describe('VIP benefits and the module switch', () => {
  it('pays the rank’s own manual rebate rate', async () => {
    const player = await playerWho('500.00', 100_000n);
    const rebate = await api(t, 'GET', '/wps/member/rebates', { token: player.token });
    expect(rebate.body.value.lines).toMatchObject([{ category: 'RNG', ratePercent: '1.5', amount: '15.00' }]);
  });

  it('shows no VIP and refuses the page while the module is off', async () => {
    const player = await newCashierPlayer(t);
    await t.change(`update feature_modules set enabled = false where mod_id = 'VIP'`);
    try {
      const state = await api(t, 'GET', '/wps/member/vip/state', { token: player.token });
      expect(state.body.value).toEqual({ hasVip: false, vipLabelName: null, vipRankLevel: 0 });
      expect((await status(player)).code).toBe('FEATURE_DISABLED');
    } finally {
      await t.change(`update feature_modules set enabled = true where mod_id = 'VIP'`);
    }
  });
});
