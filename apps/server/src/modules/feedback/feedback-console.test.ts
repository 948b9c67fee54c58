import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { messagesOf, newCashierPlayer, operatorToken } from '../../../test/cashier';
import { feedbackSteps, image, QUESTION } from '../../../test/feedback';

let t: TestContext;
let operator: string;
beforeAll(async () => {
  t = await buildTestApp();
  operator = await operatorToken(t, 'operator');
});
afterAll(async () => t?.close());

const { fileTicket, reply, thread, list, answer, close, stored } = feedbackSteps(
  () => t,
  () => operator,
);
const FOLLOW_UP = [{ name: 'content', value: 'It still has not arrived' }];

async function audited(id: string, action: string) {
  const rows = await t.database.query<{ count: number }>(
    `select count(*)::int as count from audit_log where target_type = 'feedback_ticket' and target_id = $1 and action = $2`,
    [id, action],
  );
  return rows[0]?.count;
}

async function queue(status: string) {
  const { body } = await api(t, 'GET', `/ops/api/feedback?status=${status}&pageSize=100`, {
    token: operator,
  });
  return body.value.content as { id: string; account: string; status: string }[];
}

describe('answering support tickets in the console', () => {
  it('an answer makes the ticket ANSWERED, tells the member in a platform message and is audited', async () => {
    const player = await newCashierPlayer(t);
    const id = await fileTicket(player, QUESTION, [image()]);
    expect((await queue('OPEN')).find((row) => row.id === id)).toMatchObject({ account: player.username });
    const opsThread = await api(t, 'GET', `/ops/api/feedback/${id}`, { token: operator });
    expect(opsThread.body.value).toMatchObject({ account: player.username, status: 'OPEN' });
    const served = await t.app.inject({
      url: opsThread.body.value.posts[0].images[0],
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(served.headers['content-type']).toBe('image/png');

    const answered = await answer(id, '  We found your deposit: it is credited now.  ');
    expect(answered.body.value).toMatchObject({ status: 'ANSWERED', hasReply: true });
    const posts = (await thread(player, id)).body.value.posts;
    expect(posts.map((post: { author: string; content: string }) => [post.author, post.content])).toEqual([
      ['MEMBER', QUESTION],
      ['OPERATOR', 'We found your deposit: it is credited now.'],
    ]);
    expect((await list(player)).body.value.tickets.content[0]).toMatchObject({
      id,
      status: 'ANSWERED',
      hasReply: true,
    });
    expect(await messagesOf(t, player)).toEqual([
      { kind: 'FEEDBACK_ANSWERED', params: { ticketId: id, questionType: 'DEPOSIT' } },
    ]);
    expect(await audited(id, 'FEEDBACK_ANSWER')).toBe(1);
    expect((await answer(id, '')).body.code).toBe('VALIDATION_FAILED');
  });

  it('a member’s follow-up opens an answered ticket again; the queue lists open tickets oldest first', async () => {
    const player = await newCashierPlayer(t);
    const first = await fileTicket(player);
    const second = await fileTicket(player);
    await answer(first, 'Please send the receipt');
    const followed = await reply(player, first, [...FOLLOW_UP, image()]);
    expect(followed.status, JSON.stringify(followed.body)).toBe(200);
    expect(followed.body.value).toMatchObject({ status: 'OPEN', hasReply: false });
    expect(followed.body.value.posts.at(-1)).toMatchObject({
      author: 'MEMBER',
      content: 'It still has not arrived',
    });
    expect(followed.body.value.posts.at(-1).images).toHaveLength(1);
    const open = (await queue('OPEN')).map((row) => row.id);
    expect(open.indexOf(second)).toBeLessThan(open.indexOf(first));
    expect((await reply(player, first, [{ name: 'content', value: ' ' }])).body.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('a closed ticket takes no more posts from anyone; closing is once and audited', async () => {
    const player = await newCashierPlayer(t);
    const id = await fileTicket(player);
    const closed = await close(id);
    expect(closed.body.value).toMatchObject({ status: 'CLOSED', closedAt: expect.any(String) });
    expect(await audited(id, 'FEEDBACK_CLOSE')).toBe(1);
    const before = await stored();
    // Refused before the body is read: four images would be a 413 otherwise.
    const refused = await reply(player, id, [...FOLLOW_UP, image(), image(), image(), image()]);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('FEEDBACK_CLOSED');
    expect((await answer(id, 'Too late')).body.code).toBe('FEEDBACK_CLOSED');
    expect((await close(id)).body.code).toBe('FEEDBACK_CLOSED');
    expect(await stored()).toEqual(before);
    expect((await queue('CLOSED')).some((row) => row.id === id)).toBe(true);
    expect(await audited(id, 'FEEDBACK_CLOSE')).toBe(1);
  });

  it('another member’s ticket answers 404 to a follow-up before its body is read (S8)', async () => {
    const owner = await newCashierPlayer(t);
    const stranger = await newCashierPlayer(t);
    const id = await fileTicket(owner);
    const refused = await reply(stranger, id, [...FOLLOW_UP, image(), image(), image(), image()]);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('FEEDBACK_NOT_FOUND');
    expect((await thread(owner, id)).body.value.posts).toHaveLength(1);
  });

  it('refuses members and guests on every console call before reading bodies', async () => {
    const player = await newCashierPlayer(t);
    const id = await fileTicket(player);
    const calls = [
      ['GET', '/ops/api/feedback?status=NOPE'],
      ['GET', `/ops/api/feedback/${id}`],
      ['POST', `/ops/api/feedback/${id}/replies`],
      ['POST', `/ops/api/feedback/${id}/close`],
      ['GET', `/ops/api/feedback/${id}/images/1/9`],
    ] as const;
    for (const [method, url] of calls) {
      for (const token of [player.token, undefined]) {
        const refused = await api(t, method, url, {
          ...(token ? { token } : {}),
          ...(method === 'POST' ? { payload: { content: 7, extra: true } } : {}),
        });
        expect(refused.response.statusCode, `${method} ${url}`).toBe(401);
      }
    }
    expect((await thread(player, id)).body.value.status).toBe('OPEN');
    expect((await api(t, 'GET', '/ops/api/feedback/999999999', { token: operator })).body.code).toBe(
      'FEEDBACK_NOT_FOUND',
    );
  });
});
