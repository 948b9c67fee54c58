import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api, MEMBER_PASSWORD } from './accounts';
import { runJob, type TestContext } from './build-app';
import { newCashierPlayer, operatorToken, type Player } from './cashier';
import { fund } from './money';
import { launch, playRound } from './vendor';

export const PAYMENT_PASSWORD = '135790';

/** Slots (RNG) earn a point per 10.00 of valid bet, live casino per 20.00; ten points make 1.00. */
export const TEST_POINTS_CONFIG = {
  pointsPerUnit: 10,
  rules: [
    { category: 'RNG', validBetPerPoint: '10.00' },
    { category: 'LIVE', validBetPerPoint: '20.00' },
  ],
};

/** The points steps of the points test files, on the app the file builds (`app()` is read at each call). */
export function pointsSteps(app: () => TestContext) {
  const operator = () => operatorToken(app(), 'operator');

  async function configure(payload: Record<string, unknown> = TEST_POINTS_CONFIG) {
    const call = await api(app(), 'PUT', '/ops/api/points/config', { token: await operator(), payload });
    expect(call.body.success, JSON.stringify(call.body)).toBe(true);
    return call.body.value;
  }

  /** An operator's new mall item (cash for 100 points, unlimited, unless `item` says otherwise). */
  async function createItem(
    item: Record<string, unknown> = {},
  ): Promise<{ id: string; stock: number | null }> {
    const call = await api(app(), 'POST', '/ops/api/points/items', {
      token: await operator(),
      payload: { kind: 'CASH', name: 'Cash 10.00', points: 100, ...item },
    });
    expect(call.body.success, JSON.stringify(call.body)).toBe(true);
    return call.body.value;
  }

  /** A member with a payment password. */
  async function member(): Promise<Player> {
    const t = app();
    const player = await newCashierPlayer(t);
    const set = await api(t, 'POST', '/wps/member/payment-password', {
      token: player.token,
      payload: {
        password: MEMBER_PASSWORD,
        paymentPassword: PAYMENT_PASSWORD,
        confirmPaymentPassword: PAYMENT_PASSWORD,
      },
    });
    expect(set.body.success, JSON.stringify(set.body)).toBe(true);
    return player;
  }

  /** The member bets `minor` in a slot (won back) and the rewards consumer counts it. */
  async function bet(player: Player, minor: bigint) {
    const t = app();
    await fund(t, player.username, minor);
    await playRound(t, await launch(t, player.token), minor, minor);
    await runJob(t, 'rewards-consumer');
  }

  /** A member holding `points` points, earned on slots. */
  async function memberWithPoints(points: number): Promise<Player> {
    const player = await member();
    await bet(player, BigInt(points) * 1000n);
    return player;
  }

  function redeem(player: Player, itemId: string, extra: Record<string, unknown> = {}) {
    return api(app(), 'POST', '/wps/member/points/redeem', {
      token: player.token,
      payload: { itemId, quantity: 1, paymentPassword: PAYMENT_PASSWORD, requestId: randomUUID(), ...extra },
    });
  }

  async function summary(player: Player) {
    const { body } = await api(app(), 'GET', '/wps/member/points', { token: player.token });
    expect(body.success, JSON.stringify(body)).toBe(true);
    return body.value as { balance: number; earned: number; pointsPerUnit: number };
  }

  async function decide(id: string, action: 'approve' | 'reject', payload: Record<string, unknown> = {}) {
    return api(app(), 'POST', `/ops/api/points/redemptions/${id}/${action}`, {
      token: await operator(),
      payload: action === 'reject' ? { reason: 'Address not reachable', ...payload } : payload,
    });
  }

  return { configure, createItem, member, bet, memberWithPoints, redeem, summary, decide };
}
