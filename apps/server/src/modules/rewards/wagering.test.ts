import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, loginToken, MEMBER_PASSWORD, newRegistration } from '../../../test/accounts';
import {
  openDownline,
  PAYMENT_PASSWORD,
  setPaymentPassword,
  transferToDownline,
  transferToUpline,
} from '../../../test/agents';
import { bonusSteps } from '../../../test/bonuses';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { balanceOf, newCashierPlayer } from '../../../test/cashier';
import { betBody, launch, playRound, rollbackBody, vendorClient, winBody } from '../../../test/vendor';
import { type PayoutPlayer, withdrawalSteps } from '../../../test/withdrawals';

let t: TestContext;
const steps = withdrawalSteps(() => t);
const { grant, bonuses, consume } = bonusSteps(() => t);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('wagering', () => {
  it('counts settled bets once, not open or rolled-back ones, and completes the bonus', async () => {
    const player = await newCashierPlayer(t);
    await grant(player, { amount: '100.00', wageringMultiple: 0.5 });
    const inGame = await launch(t, player.token);
    const vendor = vendorClient(t);

    // An open bet counts only when it settles; a rolled-back one never.
    const open = betBody(inGame, { amount: '4.00' });
    expect((await vendor.call('bet', open)).body.status).toBe('OK');
    const rolledBack = betBody(inGame, { amount: '3.00' });
    expect((await vendor.call('bet', rolledBack)).body.status).toBe('OK');
    expect((await vendor.call('rollback', rollbackBody(rolledBack))).body.status).toBe('OK');
    await consume();
    expect((await bonuses(player.token)).content[0]?.wagered).toBe('0.00');

    expect((await vendor.call('win', winBody(open, { amount: '0.00' }))).body.status).toBe('OK');
    // A second win on the settled bet pays, but counts the bet no second time.
    expect(
      (await vendor.call('win', winBody(open, { txId: `win-${randomUUID()}`, amount: '1.00' }))).body.status,
    ).toBe('OK');
    await consume();
    await consume();
    expect((await bonuses(player.token)).content[0]).toMatchObject({ wagered: '4.00', status: 'ACTIVE' });

    await playRound(t, inGame, 4600n, 0n);
    await consume();
    const done = await bonuses(player.token);
    expect(done.content[0]).toMatchObject({ wagered: '50.00', status: 'COMPLETED' });
    expect(done.outstanding.active).toBe(0);
  });

  it('counts a category at its contribution, and a bet placed before the bonus not at all', async () => {
    const player = await newCashierPlayer(t);
    const inGame = await launch(t, player.token);
    const vendor = vendorClient(t);
    const before = betBody(inGame, { amount: '0.00' });
    expect((await vendor.call('bet', before)).body.status).toBe('OK');
    await grant(player, { amount: '10.00', wageringMultiple: 10, contributions: { RNG: 25 } });
    await playRound(t, inGame, 1000n, 0n);
    await consume();
    expect((await bonuses(player.token)).content[0]?.wagered).toBe('2.50');
  });

  it('works off the oldest bonus first and carries what it does not need to the next', async () => {
    const player = await newCashierPlayer(t);
    await grant(player, { amount: '10.00', wageringMultiple: 1, title: 'First bonus' });
    await grant(player, { amount: '10.00', wageringMultiple: 1, title: 'Second bonus' });
    await playRound(t, await launch(t, player.token), 1500n, 0n);
    await consume();
    const page = await bonuses(player.token);
    expect(page.content.map((bonus) => [bonus.status, bonus.wagered])).toEqual([
      ['ACTIVE', '5.00'],
      ['COMPLETED', '10.00'],
    ]);
    expect(page.outstanding).toEqual({ active: 1, wageringRequired: '10.00', wagered: '5.00' });
  });
});

describe('outstanding wagering holds the wallet', () => {
  let player: PayoutPlayer;

  beforeAll(async () => {
    player = await steps.readyPlayer('500.00');
    await grant(player, { amount: '50.00', wageringMultiple: 2 });
  });

  it('refuses a withdrawal with the progress to read, and holds nothing', async () => {
    const refused = await steps.withdraw(player, '100.00');
    expect(refused.response.statusCode).toBe(409);
    expect(refused.body.code).toBe('BONUS_WAGERING_INCOMPLETE');
    expect(refused.body.value).toEqual({ wageringRequired: '100.00', wagered: '0.00' });
    expect(await balanceOf(t, player.token)).toMatchObject({ balance: '550.00', held: '0.00' });
    const [count] = await t.database.query<{ count: number }>(
      `select count(*)::int as count from withdrawals w join members m on m.id = w.member_id where m.account = $1`,
      [player.username],
    );
    expect(count?.count).toBe(0);
  });

  it('refuses a transfer to the upline too, and moves nothing', async () => {
    const payload = newRegistration({ affiliateCode: 'PLAYHALL', payeeName: 'Tran Van An' });
    const registered = await api(t, 'PUT', '/wps/member/register', { payload });
    const member = { token: registered.body.value.token as string, username: String(payload.username) };
    await api(t, 'POST', '/wps/member/payment-password', {
      token: member.token,
      payload: {
        password: MEMBER_PASSWORD,
        paymentPassword: PAYMENT_PASSWORD,
        confirmPaymentPassword: PAYMENT_PASSWORD,
      },
    });
    await grant(member, { amount: '20.00', wageringMultiple: 3 });
    const refused = await transferToUpline(t, member.token, '5.00');
    expect(refused.body.code, JSON.stringify(refused.body)).toBe('BONUS_WAGERING_INCOMPLETE');
    expect((await balanceOf(t, member.token)).balance).toBe('20.00');
  });

  it('keeps an agent’s transfers to a downline while its own bonus is being wagered', async () => {
    const agent01 = await loginToken(t, 'agent01');
    await setPaymentPassword(t, agent01, DEMO_PASSWORD);
    const sub = await openDownline(t, agent01, 1);
    const child = await openDownline(t, sub.token, 0);
    await grant({ username: sub.account }, { amount: '30.00', wageringMultiple: 2 });
    const refused = await transferToDownline(t, sub.token, child.id, '5.00');
    expect(refused.body.code, JSON.stringify(refused.body)).toBe('BONUS_WAGERING_INCOMPLETE');
    expect((await balanceOf(t, sub.token)).balance).toBe('30.00');
    expect((await balanceOf(t, child.token)).balance).toBe('0.00');
  });

  it('lets the money go once the wagering is met', async () => {
    await steps.bet(player, 10_000n);
    await consume();
    const paid = await steps.withdraw(player, '100.00');
    expect(paid.body.success, JSON.stringify(paid.body)).toBe(true);
  });
});
