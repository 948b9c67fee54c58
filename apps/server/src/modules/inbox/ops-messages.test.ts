import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { messagesOf, newCashierPlayer, operatorToken, type Player } from '../../../test/cashier';
import { memberId } from '../../../test/money';

// The console's messages (issue 17): an operator writes to one member, a VIP rank or every member; each recipient
// gets one OPERATOR_MESSAGE, the send is audited, and a refused send writes nothing.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const send = async (payload: Record<string, unknown>, token?: string | null) =>
  api(t, 'POST', '/ops/api/messages', {
    ...(token === null ? {} : { token: token ?? (await operatorToken(t, 'operator')) }),
    payload,
  });

const operatorMessages = async (player: Player) =>
  (await messagesOf(t, player)).filter((message) => message.kind === 'OPERATOR_MESSAGE');

async function messageRows(): Promise<number> {
  const [row] = await t.database.query<{ count: bigint }>(
    "select count(*) from member_messages where kind = 'OPERATOR_MESSAGE'",
  );
  return Number(row?.count ?? 0n);
}

describe('an operator writes to one member', () => {
  it('reaches that member only, as plain text, with an audit line', async () => {
    const [to, other] = [await newCashierPlayer(t), await newCashierPlayer(t)];
    const body = 'Your <b>withdrawal</b> limit was raised.\nThank you for playing.';
    const sent = await send({
      audience: { to: 'MEMBER', account: to.username.toUpperCase() },
      title: 'Limit raised',
      body,
    });
    expect(sent.body).toMatchObject({ success: true, value: { recipients: 1 } });
    expect(await operatorMessages(to)).toEqual([
      { kind: 'OPERATOR_MESSAGE', params: { title: 'Limit raised', body } },
    ]);
    expect(await operatorMessages(other)).toEqual([]);
    const unread = await api(t, 'GET', '/wps/member/messages/unread', { token: to.token });
    expect(unread.body.value.count).toBeGreaterThanOrEqual(1);
    const audit = await t.database.query<{
      action: string;
      target_id: string;
      detail: { recipients: number };
    }>(
      "select action, target_id, detail from audit_log where action = 'MESSAGE_SEND' order by id desc limit 1",
    );
    expect(audit[0]).toMatchObject({
      action: 'MESSAGE_SEND',
      target_id: String(await memberId(t, to.username)),
      detail: { recipients: 1 },
    });
  });

  it('refuses an account nobody has, and writes nothing', async () => {
    const before = await messageRows();
    const sent = await send({
      audience: { to: 'MEMBER', account: 'nobody-here' },
      title: 'Hi',
      body: 'Hello',
    });
    expect(sent.response.statusCode).toBe(404);
    expect(sent.body.code).toBe('RECIPIENT_NOT_FOUND');
    expect(await messageRows()).toBe(before);
  });
});

describe('an operator writes to a VIP rank', () => {
  it('reaches the members who hold the rank now, and refuses a rank the brand does not have', async () => {
    const ladder = await api(t, 'PUT', '/ops/api/vip-ladder', {
      token: await operatorToken(t, 'operator'),
      payload: {
        windowDays: 30,
        ranks: [0, 1].map((level) => ({
          level,
          name: level === 0 ? 'Bronze' : 'Silver',
          validBetThreshold: level === 0 ? '0.00' : '100.00',
          depositThreshold: '0.00',
          keepValidBet: '0.00',
          upgradeBonus: '0.00',
          monthlyBonus: '0.00',
          birthdayBonus: '0.00',
          bonusWagering: 1,
          dailyWithdrawalCount: null,
          dailyWithdrawalAmount: null,
          rebateRates: {},
        })),
      },
    });
    expect(ladder.body.success, JSON.stringify(ladder.body)).toBe(true);
    const [silver, bronze] = [await newCashierPlayer(t), await newCashierPlayer(t)];
    await t.change('insert into vip_members (member_id, level, highest_level) values ($1, 1, 1)', [
      await memberId(t, silver.username),
    ]);
    const sent = await send({
      audience: { to: 'VIP_RANK', level: 1 },
      title: 'Silver week',
      body: 'Double points.',
    });
    expect(sent.body.value).toEqual({ recipients: 1 });
    expect((await operatorMessages(silver)).map((message) => message.params.title)).toEqual(['Silver week']);
    expect(await operatorMessages(bronze)).toEqual([]);

    const before = await messageRows();
    const missing = await send({ audience: { to: 'VIP_RANK', level: 7 }, title: 'Gold', body: 'Hello' });
    expect(missing.response.statusCode).toBe(404);
    expect(missing.body.code).toBe('RECIPIENT_NOT_FOUND');
    expect(await messageRows()).toBe(before);
  });
});

describe('an operator writes to every member', () => {
  it('reaches every real account once, and no trial player', async () => {
    const player = await newCashierPlayer(t);
    const trial = await api(t, 'POST', '/wps/session/login/freeplay', {
      payload: { os: 'Linux', platform: 'W' },
    });
    expect(trial.body.value.status).toBe('OK');
    const [real] = await t.database.query<{ count: bigint }>(
      'select count(*) from members where not is_house and type <> 4',
    );
    const sent = await send({
      audience: { to: 'ALL' },
      title: 'Maintenance tonight',
      body: '02:00 to 03:00.',
    });
    expect(sent.body.value).toEqual({ recipients: Number(real?.count) });
    expect((await operatorMessages(player)).map((message) => message.params.title)).toContain(
      'Maintenance tonight',
    );
    const [trialRows] = await t.database.query<{ count: bigint }>(
      `select count(*) from member_messages g join members m on m.id = g.member_id
       where m.type = 4 and g.kind = 'OPERATOR_MESSAGE'`,
    );
    expect(Number(trialRows?.count)).toBe(0);
  });
});

describe('who may send, and what', () => {
  it('refuses a caller who is not an operator before reading the body', async () => {
    const player = await newCashierPlayer(t);
    const before = await messageRows();
    const anonymous = await send({ audience: { to: 'ALL' }, title: 'x', body: 'y' }, null);
    expect(anonymous.response.statusCode).toBe(401);
    const member = await send({ not: 'even valid' }, player.token);
    expect(member.response.statusCode).toBe(401);
    expect(await messageRows()).toBe(before);
  });

  it.each([
    ['an empty title', { audience: { to: 'ALL' }, title: '  ', body: 'Hello' }],
    ['a title over 60 characters', { audience: { to: 'ALL' }, title: 'x'.repeat(61), body: 'Hello' }],
    ['a body over 1,000 characters', { audience: { to: 'ALL' }, title: 'Hi', body: 'x'.repeat(1001) }],
    ['an unknown audience', { audience: { to: 'FRIENDS' }, title: 'Hi', body: 'Hello' }],
    [
      'a rank that is not a number',
      { audience: { to: 'VIP_RANK', level: 'gold' }, title: 'Hi', body: 'Hello' },
    ],
  ])('refuses %s with VALIDATION_FAILED and writes nothing', async (_name, payload) => {
    const before = await messageRows();
    const sent = await send(payload);
    expect(sent.response.statusCode).toBe(400);
    expect(sent.body.code).toBe('VALIDATION_FAILED');
    expect(await messageRows()).toBe(before);
  });
});
