import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newRegistration } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { deposit, newCashierPlayer, operatorToken, type Player } from '../../../test/cashier';
import { fund, memberId } from '../../../test/money';
import { fieldErrors, registrationSteps } from '../../../test/registration';
import { launch, playRound } from '../../../test/vendor';

let t: TestContext;
const { memberCount, register } = registrationSteps(() => t);

/** Invitee deposits 100.00 and bets 50.00 → inviter 38.00, invitee 18.00, wagered once. */
const RULE = {
  depositThreshold: '100.00',
  validBetThreshold: '50.00',
  referrerReward: '38.00',
  inviteeReward: '18.00',
  rewardWagering: 1,
};

const setRule = async (payload: Record<string, unknown>, token?: string) =>
  api(t, 'PUT', '/ops/api/referral-rule', { token: token ?? (await operatorToken(t, 'operator')), payload });
const page = async (player: Player, query = '') => {
  const call = await api(t, 'GET', `/wps/member/referral${query}`, { token: player.token });
  return call.body;
};
const claim = (player: Player, inviteeId: bigint | string) =>
  api(t, 'POST', `/wps/member/referral/invitees/${inviteeId}/claim`, { token: player.token });
const switchModule = (enabled: boolean) =>
  t.change(`update feature_modules set enabled = ${enabled} where mod_id = 'REFERRAL'`);

/** A member who registered through the inviter's link. */
async function inviteeOf(inviter: Player): Promise<Player & { id: bigint }> {
  const { code } = (await page(inviter)).value;
  const payload = newRegistration({ payeeName: 'Tran Thi Mai', recommenderId: code.toLowerCase() });
  const { body } = await register(payload);
  expect(body.success, JSON.stringify(body)).toBe(true);
  const username = String(payload.username);
  return { token: body.value.token, username, id: await memberId(t, username) };
}

/** The invitee deposits `amount` through the cashier and bets `betMinor` in a slot. */
async function progress(invitee: Player, amount: string, betMinor: bigint) {
  if (amount !== '0') await deposit(t, invitee, amount);
  if (betMinor > 0n) {
    await fund(t, invitee.username, betMinor);
    await playRound(t, await launch(t, invitee.token), betMinor, 0n);
  }
}

/** The menu badge's count of referral rewards waiting for the member's claim. */
async function referralBadge(player: Player): Promise<number> {
  const { body } = await api(t, 'GET', '/wps/member/rewards/badges', { token: player.token });
  return body.value.referrals;
}

async function referralBonuses(...players: Player[]) {
  const ids = await Promise.all(players.map((player) => memberId(t, player.username)));
  return t.database.query<{ member_id: bigint; source: string; amount: bigint; wagering_required: bigint }>(
    `select member_id, source, amount, wagering_required from bonuses
     where member_id = any($1::bigint[]) and source like 'REFERRAL:%' order by source`,
    [ids.map(String)],
  );
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the referral rule in the console', () => {
  it('is saved whole and audited; bad rules and members are refused with stable codes, changing nothing', async () => {
    const before = await api(t, 'GET', '/ops/api/referral-rule', {
      token: await operatorToken(t, 'operator'),
    });
    expect(before.body.value).toBeNull();
    const free = await setRule({ ...RULE, depositThreshold: '0.00', validBetThreshold: '0.00' });
    expect(free.response.statusCode).toBe(400);
    expect(free.body.code).toBe('REFERRAL_RULE_INVALID');
    for (const payload of [
      { ...RULE, referrerReward: '-1.00' },
      { ...RULE, depositThreshold: '1.001' },
      { ...RULE, rewardWagering: 0.3 },
      { ...RULE, rewardWagering: 101 },
      { ...RULE, extra: true },
      { depositThreshold: '1.00' },
    ]) {
      const refused = await setRule(payload);
      expect(refused.body.code, JSON.stringify(payload)).toBe('VALIDATION_FAILED');
    }
    const member = await newCashierPlayer(t);
    expect((await setRule(RULE, member.token)).response.statusCode).toBe(401);
    const saved = await setRule(RULE);
    expect(saved.body.value).toEqual(RULE);
    const read = await api(t, 'GET', '/ops/api/referral-rule', { token: await operatorToken(t, 'operator') });
    expect(read.body.value).toEqual(RULE);
    const [audit] = await t.database.query<{ count: number }>(
      `select count(*)::int as count from audit_log where action = 'REFERRAL_RULE'`,
    );
    expect(audit?.count).toBe(1);
  });
});

describe('the invite code and link', () => {
  it('makes one code per member on first use, the same ever after, even for parallel first calls', async () => {
    const member = await newCashierPlayer(t);
    const calls = await Promise.all(Array.from({ length: 10 }, () => page(member)));
    const codes = new Set(calls.map((call) => call.value?.code));
    expect(codes.size).toBe(1);
    const [code] = [...codes];
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect((await page(member)).value).toMatchObject({
      code,
      link: `${new URL(t.config.PUBLIC_URL).protocol}//${new URL(t.config.PUBLIC_URL).host}/register?recommenderId=${code}`,
      rule: RULE,
      totals: { invitees: 0, qualified: 0, rewarded: 0, earned: '0.00' },
      invitees: { content: [], totalElements: 0 },
    });
    const other = await newCashierPlayer(t);
    expect((await page(other)).value.code).not.toBe(code);
    const [count] = await t.database.query<{ count: number }>(
      'select count(*)::int as count from referral_codes where member_id = $1',
      [await memberId(t, member.username)],
    );
    expect(count?.count).toBe(1);
  });
});

describe('registering with a code', () => {
  it('links the invitee to the inviter in the creation, and the inviter sees it masked', async () => {
    const inviter = await newCashierPlayer(t);
    const invitee = await inviteeOf(inviter);
    const [row] = await t.database.query<{ referrer_id: bigint }>(
      'select referrer_id from referrals where invitee_id = $1',
      [invitee.id],
    );
    expect(row?.referrer_id).toBe(await memberId(t, inviter.username));
    const mine = (await page(inviter)).value;
    expect(mine.totals).toMatchObject({ invitees: 1, qualified: 0 });
    expect(mine.invitees.content).toEqual([
      {
        inviteeId: invitee.id.toString(),
        account: `${invitee.username.slice(0, 2)}****${invitee.username.slice(-2)}`,
        registeredAt: expect.any(String),
        deposits: '0.00',
        validBet: '0.00',
        status: 'REGISTERED',
        referrerReward: null,
        rewardedAt: null,
      },
    ]);
  });

  it('refuses an unknown code creating nothing, and a member is never its own inviter', async () => {
    const before = await memberCount();
    const { response, body } = await register(newRegistration({ recommenderId: 'NOSUCH22' }));
    expect(response.statusCode).toBe(400);
    expect(body.code).toBe('INVALID_REFERRAL_CODE');
    expect(await memberCount()).toBe(before);
    const member = await newCashierPlayer(t);
    const id = await memberId(t, member.username);
    await expect(
      t.database.query('insert into referrals (invitee_id, referrer_id) values ($1, $1)', [id]),
    ).rejects.toThrow();
  });

  it('refuses the code as an unknown field while the module is off, creating nothing', async () => {
    const inviter = await newCashierPlayer(t);
    const { code } = (await page(inviter)).value;
    await switchModule(false);
    try {
      const before = await memberCount();
      const { body } = await register(newRegistration({ recommenderId: code }));
      expect(fieldErrors(body).recommenderId).toBe('UNKNOWN_FIELD');
      expect(await memberCount()).toBe(before);
    } finally {
      await switchModule(true);
    }
  });
});

describe('progress and the reward', () => {
  it('qualifies on deposits and valid bets, and pays both bonuses once of thirty parallel claims', async () => {
    const inviter = await newCashierPlayer(t);
    const invitee = await inviteeOf(inviter);
    await progress(invitee, '100.00', 2_000n);
    const short = (await page(inviter)).value.invitees.content[0];
    expect(short).toMatchObject({ deposits: '100.00', validBet: '20.00', status: 'REGISTERED' });
    expect(await referralBadge(inviter)).toBe(0);
    const early = await claim(inviter, invitee.id);
    expect(early.response.statusCode).toBe(409);
    expect(early.body.code).toBe('REFERRAL_NOT_QUALIFIED');

    await progress(invitee, '0', 3_000n);
    const ready = (await page(inviter)).value;
    expect(ready.totals).toMatchObject({ invitees: 1, qualified: 1, rewarded: 0 });
    expect(ready.invitees.content[0]).toMatchObject({ validBet: '50.00', status: 'QUALIFIED' });
    expect(await referralBadge(inviter)).toBe(1);
    expect(await referralBadge(invitee)).toBe(0);

    const claims = await Promise.all(Array.from({ length: 30 }, () => claim(inviter, invitee.id)));
    const paid = claims.filter((call) => call.body.success);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.body.value).toMatchObject({ status: 'REWARDED', referrerReward: '38.00' });
    for (const refused of claims.filter((call) => !call.body.success)) {
      expect(refused.body.code).toBe('REFERRAL_ALREADY_REWARDED');
    }
    const inviterId = await memberId(t, inviter.username);
    expect(await referralBonuses(inviter, invitee)).toEqual([
      { member_id: invitee.id, source: 'REFERRAL:INVITEE', amount: 1800n, wagering_required: 1800n },
      { member_id: inviterId, source: 'REFERRAL:INVITER', amount: 3800n, wagering_required: 3800n },
    ]);
    const after = (await page(inviter)).value;
    expect(after.totals).toMatchObject({ invitees: 1, qualified: 0, rewarded: 1, earned: '38.00' });
    expect(await referralBadge(inviter)).toBe(0);
    expect(after.invitees.content[0]).toMatchObject({ status: 'REWARDED', referrerReward: '38.00' });
    const [row] = await t.database.query<{
      referrer_bonus_id: bigint | null;
      invitee_bonus_id: bigint | null;
    }>('select referrer_bonus_id, invitee_bonus_id from referrals where invitee_id = $1', [invitee.id]);
    expect(row?.referrer_bonus_id).not.toBeNull();
    expect(row?.invitee_bonus_id).not.toBeNull();
    const ops = await api(t, 'GET', '/ops/api/referrals?pageSize=100', {
      token: await operatorToken(t, 'operator'),
    });
    expect(ops.body.value.content).toContainEqual(
      expect.objectContaining({
        inviteeId: invitee.id.toString(),
        inviteeAccount: invitee.username,
        referrerAccount: inviter.username,
        status: 'REWARDED',
        referrerReward: '38.00',
        inviteeReward: '18.00',
      }),
    );
  });

  it('refuses another member’s invitee, unknown ones, bad ids and strangers, paying nothing', async () => {
    const inviter = await newCashierPlayer(t);
    const invitee = await inviteeOf(inviter);
    await progress(invitee, '100.00', 5_000n);
    const intruder = await newCashierPlayer(t);
    const foreign = await claim(intruder, invitee.id);
    expect(foreign.response.statusCode).toBe(404);
    expect(foreign.body.code).toBe('REFERRAL_NOT_FOUND');
    const self = await claim(invitee, invitee.id);
    expect(self.body.code).toBe('REFERRAL_NOT_FOUND');
    expect((await claim(inviter, 999_999_999n)).body.code).toBe('REFERRAL_NOT_FOUND');
    for (const bad of ['abc', '0', '-1', '1'.repeat(30)]) {
      const refused = await claim(inviter, bad);
      expect(refused.response.statusCode, bad).toBe(400);
      expect(refused.body.code, bad).toBe('VALIDATION_FAILED');
    }
    const anonymous = await api(t, 'POST', `/wps/member/referral/invitees/${invitee.id}/claim`);
    expect(anonymous.response.statusCode).toBe(401);
    expect(
      (await api(t, 'GET', '/wps/member/referral?pageSize=500', { token: inviter.token })).body.code,
    ).toBe('VALIDATION_FAILED');
    expect(await referralBonuses(inviter, invitee, intruder)).toEqual([]);
    expect((await claim(inviter, invitee.id)).body.success).toBe(true);
  });

  it('refuses the page and the claim, and counts no badge, while the module is off', async () => {
    const inviter = await newCashierPlayer(t);
    const invitee = await inviteeOf(inviter);
    await progress(invitee, '100.00', 5_000n);
    expect(await referralBadge(inviter)).toBe(1);
    await switchModule(false);
    try {
      expect(await referralBadge(inviter)).toBe(0);
      const off = await api(t, 'GET', '/wps/member/referral', { token: inviter.token });
      expect(off.response.statusCode).toBe(403);
      expect(off.body.code).toBe('FEATURE_DISABLED');
      const claimed = await claim(inviter, invitee.id);
      expect(claimed.body.code).toBe('FEATURE_DISABLED');
    } finally {
      await switchModule(true);
    }
    expect(await referralBonuses(inviter, invitee)).toEqual([]);
  });
});
