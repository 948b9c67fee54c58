import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { newCashierPlayer } from '../../../test/cashier';
import { MessageKind, notifyMember } from './notify';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Member = { token: string; ids: string[] };

/** A member with three messages, newest first in `ids`. */
async function memberWithMessages(): Promise<Member> {
  const player = await newCashierPlayer(t);
  const [member] = await t.database.query<{ id: bigint }>('select id from members where account = $1', [
    player.username,
  ]);
  if (!member) throw new Error('no member');
  for (const depositId of ['11', '12', '13'])
    await notifyMember(t.database, member.id, MessageKind.DEPOSIT_CREDITED, { amount: '10.00', depositId });
  const list = await api(t, 'GET', '/wps/member/messages?pageNo=1&pageSize=10', { token: player.token });
  return { token: player.token, ids: list.body.value.content.map((message: { id: string }) => message.id) };
}

async function state(member: Member) {
  const list = await api(t, 'GET', '/wps/member/messages?pageNo=1&pageSize=10', { token: member.token });
  const unread = await api(t, 'GET', '/wps/member/messages/unread', { token: member.token });
  return {
    messages: list.body.value.content.map((message: { id: string; read: boolean }) => [
      message.id,
      message.read,
    ]),
    unread: unread.body.value.count,
  };
}

describe('platform messages: read and delete', () => {
  it('reads one message, which the badge counts no more; reading it again changes nothing', async () => {
    const member = await memberWithMessages();
    const [newest, middle, oldest] = member.ids;
    const read = await api(t, 'PUT', `/wps/member/messages/${middle}/read`, { token: member.token });
    expect(read.response.statusCode).toBe(200);
    expect(read.body.value).toEqual({ count: 2 });
    expect(
      (await api(t, 'PUT', `/wps/member/messages/${middle}/read`, { token: member.token })).body.value,
    ).toEqual({
      count: 2,
    });
    expect(await state(member)).toEqual({
      messages: [
        [newest, false],
        [middle, true],
        [oldest, false],
      ],
      unread: 2,
    });
  });

  it('reads them all at once', async () => {
    const member = await memberWithMessages();
    const all = await api(t, 'PUT', '/wps/member/messages/read', { token: member.token });
    expect(all.body.value).toEqual({ count: 0 });
    expect(await state(member)).toEqual({ messages: member.ids.map((id) => [id, true]), unread: 0 });
  });

  it('deletes a message for good: it is neither listed nor counted, and a second delete or a read finds nothing', async () => {
    const member = await memberWithMessages();
    const [newest, middle, oldest] = member.ids;
    const deleted = await api(t, 'DELETE', `/wps/member/messages/${newest}`, { token: member.token });
    expect(deleted.body.value).toEqual({ count: 2 });
    expect(await state(member)).toEqual({
      messages: [
        [middle, false],
        [oldest, false],
      ],
      unread: 2,
    });
    for (const [method, url] of [
      ['DELETE', `/wps/member/messages/${newest}`],
      ['PUT', `/wps/member/messages/${newest}/read`],
    ] as const) {
      const again = await api(t, method, url, { token: member.token });
      expect(again.response.statusCode).toBe(404);
      expect(again.body.code).toBe('MESSAGE_NOT_FOUND');
    }
    // Read-all leaves the deleted one as it was, out of sight.
    await api(t, 'PUT', '/wps/member/messages/read', { token: member.token });
    expect((await state(member)).messages).toEqual([
      [middle, true],
      [oldest, true],
    ]);
  });

  it('never reads or deletes another member’s message (S8), answering as if it did not exist', async () => {
    const owner = await memberWithMessages();
    const stranger = await memberWithMessages();
    const [target] = owner.ids;
    for (const [method, url] of [
      ['PUT', `/wps/member/messages/${target}/read`],
      ['DELETE', `/wps/member/messages/${target}`],
    ] as const) {
      const refused = await api(t, method, url, { token: stranger.token });
      expect(refused.response.statusCode).toBe(404);
      expect(refused.body.code).toBe('MESSAGE_NOT_FOUND');
    }
    await api(t, 'PUT', '/wps/member/messages/read', { token: stranger.token });
    expect(await state(owner)).toEqual({ messages: owner.ids.map((id) => [id, false]), unread: 3 });
  });

  it('refuses a bad id with VALIDATION_FAILED, and a caller without a real session before reading the address', async () => {
    const member = await memberWithMessages();
    for (const id of ['abc', '-1', '1'.repeat(19), '1.5', '%20']) {
      const bad = await api(t, 'PUT', `/wps/member/messages/${id}/read`, { token: member.token });
      expect(bad.response.statusCode, id).toBe(400);
      expect(bad.body.code, id).toBe('VALIDATION_FAILED');
    }
    const anonymous = await api(t, 'DELETE', '/wps/member/messages/abc');
    expect(anonymous.response.statusCode).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHORIZED');
    const trial = (
      await api(t, 'POST', '/wps/session/login/freeplay', { payload: { os: 'Linux', platform: 'W' } })
    ).body.value.token;
    const byTrial = await api(t, 'PUT', '/wps/member/messages/read', { token: trial });
    expect(byTrial.response.statusCode).toBe(403);
    expect(byTrial.body.code).toBe('REAL_ACCOUNT_REQUIRED');
    expect(await state(member)).toEqual({ messages: member.ids.map((id) => [id, false]), unread: 3 });
  });
});
