import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { bonusSteps } from '../../../test/bonuses';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { balanceOf, newCashierPlayer, operatorToken, type Player } from '../../../test/cashier';
import { fund } from '../../../test/money';
import { launch, playRound } from '../../../test/vendor';
import { percentToPpm, ppmToPercent, rebateOf } from './rebates';

let t: TestContext;
const { consume } = bonusSteps(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  await setRates([
    { category: 'RNG', ratePercent: '0.8' },
    { category: 'LIVE', ratePercent: '0.5' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

async function setRates(rates: { category: string; ratePercent: string }[]) {
  const call = await api(t, 'PUT', '/ops/api/rebate-rates', {
    token: await operatorToken(t, 'operator'),
    payload: { rates },
  });
  return call;
}

/** A member with money who has played `minor` of valid bets in a slot (category RNG), counted by the consumer. */
async function playerWhoBet(minor: bigint): Promise<Player> {
  const player = await newCashierPlayer(t);
  await fund(t, player.username, minor);
  await playRound(t, await launch(t, player.token), minor, minor);
  await consume();
  return player;
}

const summary = async (player: Player) =>
  (await api(t, 'GET', '/wps/member/rebates', { token: player.token })).body;
const claim = (player: Player) => api(t, 'POST', '/wps/member/rebates/claim', { token: player.token });

describe('rates as percent and parts per million', () => {
  it('converts both ways and rounds a rebate down to the cent', () => {
    expect(percentToPpm('0.8')).toBe(8000);
    expect(percentToPpm('0.125')).toBe(1250);
    expect(percentToPpm('5')).toBe(50000);
    expect(ppmToPercent(8000)).toBe('0.8');
    expect(ppmToPercent(1250)).toBe('0.125');
    expect(ppmToPercent(0)).toBe('0');
    expect(rebateOf(12_500n, 8000)).toBe(100n);
    expect(rebateOf(12_499n, 8000)).toBe(99n);
  });
});

describe('manual rebate', () => {
  it('shows what settled bets earn per category, pays it once through the ledger, and starts again from zero', async () => {
    const player = await playerWhoBet(12_500n);
    const before = await summary(player);
    expect(before.value).toMatchObject({
      lines: [{ category: 'RNG', validBet: '125.00', ratePercent: '0.8', amount: '1.00' }],
      total: '1.00',
      lastClaimAt: null,
    });
    const claimed = await claim(player);
    expect(claimed.body.value).toMatchObject({
      amount: '1.00',
      lines: [{ category: 'RNG', amount: '1.00' }],
    });
    expect((await balanceOf(t, player.token)).balance).toBe('126.00');
    const after = await summary(player);
    expect(after.value.lines).toEqual([]);
    expect(after.value.lastClaimAt).not.toBeNull();
    const again = await claim(player);
    expect(again.response.statusCode).toBe(409);
    expect(again.body.code).toBe('REBATE_NOTHING_TO_CLAIM');
    const history = await api(t, 'GET', '/wps/member/rebates/claims', { token: player.token });
    expect(history.body.value).toMatchObject({ totalElements: 1, content: [{ amount: '1.00' }] });
  });

  it('pays one of thirty parallel claims, and every bet in exactly one claim', async () => {
    const player = await playerWhoBet(50_000n);
    const claims = await Promise.all(Array.from({ length: 30 }, () => claim(player)));
    const paid = claims.filter((result) => result.body.success);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.body.value.amount).toBe('4.00');
    for (const refused of claims.filter((result) => !result.body.success)) {
      expect(refused.body.code).toBe('REBATE_NOTHING_TO_CLAIM');
    }
    // A bet after the claim is in the next one only, at the rate in force when it is claimed.
    await playRound(t, await launch(t, player.token), 10_000n, 10_000n);
    await consume();
    await consume();
    await setRates([{ category: 'RNG', ratePercent: '1' }]);
    try {
      expect((await claim(player)).body.value.amount).toBe('1.00');
    } finally {
      await setRates([{ category: 'RNG', ratePercent: '0.8' }]);
    }
    expect((await balanceOf(t, player.token)).balance).toBe('505.00');
  });

  it('is refused while the MANPLAYREB3 module is off, and to a caller without a session', async () => {
    const player = await playerWhoBet(10_000n);
    await t.change(`update feature_modules set enabled = false where mod_id = 'MANPLAYREB3'`);
    try {
      expect((await summary(player)).code).toBe('FEATURE_DISABLED');
      expect((await claim(player)).body.code).toBe('FEATURE_DISABLED');
    } finally {
      await t.change(`update feature_modules set enabled = true where mod_id = 'MANPLAYREB3'`);
    }
    expect((await balanceOf(t, player.token)).balance).toBe('100.00');
    expect((await api(t, 'POST', '/wps/member/rebates/claim')).response.statusCode).toBe(401);
    expect((await claim(player)).body.value.amount).toBe('0.80');
  });
});

describe('the console’s rates', () => {
  it('lists every category, sets some, keeps the others and audits it', async () => {
    const operator = await operatorToken(t, 'operator');
    const set = await setRates([{ category: 'SPORTS', ratePercent: '0.6' }]);
    expect(set.body.success, JSON.stringify(set.body)).toBe(true);
    const listed = await api(t, 'GET', '/ops/api/rebate-rates', { token: operator });
    const rates = Object.fromEntries(
      (listed.body.value as { category: string; ratePercent: string }[]).map((rate) => [
        rate.category,
        rate.ratePercent,
      ]),
    );
    expect(rates).toMatchObject({ RNG: '0.8', LIVE: '0.5', SPORTS: '0.6', FISH: '0' });
    const [audit] = await t.database.query<{ count: number }>(
      `select count(*)::int as count from audit_log where action = 'REBATE_RATES'`,
    );
    expect(audit?.count).toBeGreaterThan(0);
  });

  it('refuses rates out of range or malformed, twice the same category, and anyone but an operator', async () => {
    for (const rates of [
      [{ category: 'RNG', ratePercent: '6' }],
      [{ category: 'RNG', ratePercent: '0.1234' }],
      [{ category: 'RNG', ratePercent: '-1' }],
      [{ category: 'RNG', ratePercent: 1 }],
      [{ category: 'POKER', ratePercent: '1' }],
      [
        { category: 'RNG', ratePercent: '1' },
        { category: 'RNG', ratePercent: '2' },
      ],
      [],
    ]) {
      const refused = await setRates(rates as { category: string; ratePercent: string }[]);
      expect(refused.body.code, JSON.stringify(rates)).toBe('VALIDATION_FAILED');
    }
    const player = await newCashierPlayer(t);
    const asMember = await api(t, 'PUT', '/ops/api/rebate-rates', {
      token: player.token,
      payload: { rates: [{ category: 'RNG', ratePercent: '5' }] },
    });
    expect(asMember.response.statusCode).toBe(401);
    const listed = await api(t, 'GET', '/ops/api/rebate-rates', {
      token: await operatorToken(t, 'operator'),
    });
    expect(listed.body.value.find((rate: { category: string }) => rate.category === 'RNG').ratePercent).toBe(
      '0.8',
    );
  });
});
