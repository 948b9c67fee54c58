import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { newCashierPlayer, operatorToken } from '../../../test/cashier';
import { memberId } from '../../../test/money';
import { createRewardsConsumer } from './consumer';
import { takeRewardEvents } from './queries';
import { applySettledBets, type WageringBonus } from './wagering-progress';

describe('where settled bets go (pure)', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 12, minute));
  const bonus = (id: bigint, required: bigint, extra: Partial<WageringBonus> = {}): WageringBonus => ({
    id,
    memberId: 1n,
    grantedAt: at(0),
    wageringRequired: required,
    wagered: 0n,
    contributions: {},
    ...extra,
  });
  const bet = (
    validBet: bigint,
    extra: Partial<{ categoryCode: string; placedAt: Date; memberId: bigint }> = {},
  ) => ({
    memberId: 1n,
    categoryCode: 'RNG',
    validBet,
    placedAt: at(5),
    ...extra,
  });

  it('spends each bet once across bonuses, at each bonus’s contribution', () => {
    // 100 at 50% gives the first 30 (using 60 of the bet), the other 40 go to the second at 100%.
    const changes = applySettledBets(
      [bonus(1n, 30n, { contributions: { RNG: 50 } }), bonus(2n, 1000n)],
      [bet(100n)],
    );
    expect(changes).toEqual([
      { id: 1n, wagered: 30n },
      { id: 2n, wagered: 40n },
    ]);
  });

  it('skips a category at 0%, a bonus granted after the bet and another member’s bets', () => {
    const changes = applySettledBets(
      [bonus(1n, 100n, { contributions: { LIVE: 0 } }), bonus(2n, 100n, { grantedAt: at(10) })],
      [bet(50n, { categoryCode: 'LIVE' }), bet(20n, { memberId: 2n })],
    );
    expect(changes).toEqual([]);
  });

  it('never passes a requirement, and rounds what a bet gave up in the member’s favour', () => {
    const changes = applySettledBets(
      [bonus(1n, 10n, { contributions: { RNG: 30 } }), bonus(2n, 5n)],
      [bet(40n)],
    );
    // 40 at 30% is 12: 10 of it meets the first (ceil(10 × 100 / 30) = 34 of the bet), 6 go on.
    expect(changes).toEqual([
      { id: 1n, wagered: 10n },
      { id: 2n, wagered: 5n },
    ]);
  });
});

describe('the rewards consumer', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function bonusFor(required: string): Promise<{ member: bigint; bonusId: string }> {
    const player = await newCashierPlayer(t);
    const member = await memberId(t, player.username);
    const granted = await api(t, 'POST', `/ops/api/members/${member}/bonuses`, {
      token: await operatorToken(t, 'operator'),
      payload: { amount: required, wageringMultiple: 1, title: 'Consumer test', requestId: randomUUID() },
    });
    return { member, bonusId: granted.body.value.id };
  }

  async function addBets(member: bigint, count: number, minor: bigint) {
    await t.database.query(
      `insert into reward_events (member_id, kind, category_code, amount, occurred_at, reference)
       select $1, 'BET', 'RNG', $2, now() + interval '1 second', 'test:' || n from generate_series(1, $3) as n`,
      [member, minor, count],
    );
  }

  const wagered = async (bonusId: string) => {
    const [row] = await t.database.query<{ wagered: bigint }>('select wagered from bonuses where id = $1', [
      bonusId,
    ]);
    return row?.wagered;
  };

  it('counts every event exactly once when several consumers run at the same time (nodes)', async () => {
    const { member, bonusId } = await bonusFor('100000.00');
    await addBets(member, 500, 100n);
    const consumers = Array.from({ length: 4 }, () =>
      createRewardsConsumer({ database: t.database, batchSize: 37 }),
    );
    const taken = await Promise.all(consumers.map((consumer) => consumer.run()));
    expect(taken.reduce((sum, count) => sum + count, 0)).toBe(500);
    expect(await wagered(bonusId)).toBe(50_000n);
    const [left] = await t.database.query<{ count: number }>(
      'select count(*)::int as count from reward_events',
    );
    expect(left?.count).toBe(0);
  });

  it('leaves a batch whose transaction failed for the next run, which counts it once', async () => {
    const { member, bonusId } = await bonusFor('1000.00');
    await addBets(member, 10, 250n);
    await expect(
      t.database.transaction(async (tx) => {
        expect((await takeRewardEvents(tx, 100)).count).toBe(10);
        throw new Error('the node died here');
      }),
    ).rejects.toThrow('the node died here');
    expect(await wagered(bonusId)).toBe(0n);
    const consumer = createRewardsConsumer({ database: t.database });
    expect(await consumer.run()).toBe(10);
    expect(await consumer.run()).toBe(0);
    expect(await wagered(bonusId)).toBe(2_500n);
  });
});
