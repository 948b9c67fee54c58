import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/accounts';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { newCashierPlayer, operatorToken } from '../../../test/cashier';
import { chatSteps, visitorHeaders } from '../../../test/chat';

let t: TestContext;
let operator: string;
beforeAll(async () => {
  t = await buildTestApp();
  operator = await operatorToken(t, 'operator');
});
afterAll(async () => t?.close());

const { openVisitor, socketOf, customerTicket, operatorTicket } = chatSteps(
  () => t,
  () => operator,
);

describe('live chat between a customer and the console', () => {
  it('a visitor opens a conversation, keeps it by its token, and a wrong token opens a new one', async () => {
    const first = await openVisitor();
    expect(first.visitorToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.conversation).toMatchObject({ status: 'OPEN', unread: 0 });
    const again = await openVisitor(first.visitorToken as string);
    expect(again).toEqual({ conversation: first.conversation, visitorToken: null });
    const stranger = await openVisitor('A'.repeat(43));
    expect(stranger.conversation.id).not.toBe(first.conversation.id);
    expect(stranger.visitorToken).not.toBeNull();
  });

  it('a message reaches the operators’ socket at once, the answer reaches the customer’s, and unread counts follow', async () => {
    const { visitorToken } = await openVisitor();
    const headers = visitorHeaders(visitorToken as string);
    const customer = await socketOf('/wps/chat/socket', await customerTicket(headers));
    const console = await socketOf('/ops/api/chat/socket', await operatorTicket());

    const sent = await api(t, 'POST', '/wps/chat/messages', {
      headers,
      payload: { body: '  Hello, is my deposit here?  ' },
    });
    expect(sent.body.value).toMatchObject({ sender: 'CUSTOMER', body: 'Hello, is my deposit here?' });
    const heard = await console.next();
    expect(heard).toMatchObject({
      type: 'message',
      message: { sender: 'CUSTOMER', body: 'Hello, is my deposit here?' },
    });
    const conversationId = heard.conversationId;
    // The customer's own message comes back on their socket too (a second tab shows it).
    expect((await customer.next()).message.body).toBe('Hello, is my deposit here?');

    const listed = await api(t, 'GET', '/ops/api/chat/conversations', { token: operator });
    const row = listed.body.value.conversations.find((entry: { id: string }) => entry.id === conversationId);
    expect(row).toMatchObject({
      account: null,
      memberId: null,
      unread: 1,
      lastMessage: { body: 'Hello, is my deposit here?' },
    });
    expect(listed.body.value.unread).toBeGreaterThanOrEqual(1);

    const answer = await api(t, 'POST', `/ops/api/chat/conversations/${conversationId}/messages`, {
      token: operator,
      payload: { body: 'Yes, it was credited a minute ago.' },
    });
    expect(answer.body.value).toMatchObject({ sender: 'OPERATOR', operatorName: 'operator' });
    const received = await customer.next();
    // Customers never learn an operator's console login.
    expect(received.message).toMatchObject({
      sender: 'OPERATOR',
      body: 'Yes, it was credited a minute ago.',
      operatorName: null,
    });
    expect((await console.next()).message.operatorName).toBe('operator');

    // Answering read the customer's message for the console; the customer has one unread answer.
    const after = await api(t, 'GET', '/ops/api/chat/conversations', { token: operator });
    expect(
      after.body.value.conversations.find((entry: { id: string }) => entry.id === conversationId).unread,
    ).toBe(0);
    const mine = await api(t, 'GET', '/wps/chat/conversation', { headers });
    expect(mine.body.value.unread).toBe(1);
    const read = await api(t, 'POST', '/wps/chat/read', { headers, payload: { upTo: answer.body.value.id } });
    expect(read.body.value.unread).toBe(0);

    const history = await api(t, 'GET', '/wps/chat/messages', { headers });
    expect(
      history.body.value.messages.map((message: { sender: string; body: string }) => [
        message.sender,
        message.body,
      ]),
    ).toEqual([
      ['CUSTOMER', 'Hello, is my deposit here?'],
      ['OPERATOR', 'Yes, it was credited a minute ago.'],
    ]);
    expect(history.body.value.messages[1].operatorName).toBeNull();
    const audit = await t.database.query<{ count: number }>(
      `select count(*)::int as count from audit_log where action = 'CHAT_REPLY' and target_id = $1`,
      [conversationId],
    );
    expect(audit[0]?.count).toBe(1);
    customer.socket.close();
    console.socket.close();
  });

  it('a member has one conversation for good, with the header’s unread count, and a closed one opens again', async () => {
    const player = await newCashierPlayer(t);
    expect((await api(t, 'GET', '/wps/chat/unread', { token: player.token })).body.value.count).toBe(0);
    const opened = await api(t, 'POST', '/wps/chat/open', {
      token: player.token,
      payload: { csType: 'NO_SUCH' },
    });
    const again = await api(t, 'POST', '/wps/chat/open', { token: player.token, payload: {} });
    expect(again.body.value.conversation.id).toBe(opened.body.value.conversation.id);
    expect(opened.body.value.visitorToken).toBeNull();
    const id = opened.body.value.conversation.id as string;

    await api(t, 'POST', '/wps/chat/messages', { token: player.token, payload: { body: 'Hi' } });
    const listed = await api(t, 'GET', '/ops/api/chat/conversations', { token: operator });
    expect(listed.body.value.conversations.find((entry: { id: string }) => entry.id === id)).toMatchObject({
      account: player.username,
    });
    await api(t, 'POST', `/ops/api/chat/conversations/${id}/messages`, {
      token: operator,
      payload: { body: 'Hello!' },
    });
    expect((await api(t, 'GET', '/wps/chat/unread', { token: player.token })).body.value.count).toBe(1);

    const customer = await socketOf('/wps/chat/socket', await customerTicket({}, player.token));
    const closed = await api(t, 'POST', `/ops/api/chat/conversations/${id}/close`, { token: operator });
    expect(closed.response.statusCode).toBe(200);
    // The customer's window learns it at once, and again when their next message opens it.
    expect(await customer.next()).toEqual({ type: 'status', conversationId: id, status: 'CLOSED' });
    expect((await api(t, 'GET', '/wps/chat/conversation', { token: player.token })).body.value.status).toBe(
      'CLOSED',
    );
    const closedList = await api(t, 'GET', '/ops/api/chat/conversations?status=CLOSED', { token: operator });
    expect(closedList.body.value.conversations.some((entry: { id: string }) => entry.id === id)).toBe(true);
    await api(t, 'POST', '/wps/chat/messages', { token: player.token, payload: { body: 'One more thing' } });
    expect((await api(t, 'GET', '/wps/chat/conversation', { token: player.token })).body.value.status).toBe(
      'OPEN',
    );
    const events = [await customer.next(), await customer.next()];
    expect(events).toContainEqual({ type: 'status', conversationId: id, status: 'OPEN' });
    expect(events.find((event) => event.type === 'message')?.message.body).toBe('One more thing');
    customer.socket.close();
  });

  it('a window opened and left empty is not in the console’s list until its first message', async () => {
    const { conversation, visitorToken } = await openVisitor();
    const listed = async () =>
      (await api(t, 'GET', '/ops/api/chat/conversations', { token: operator })).body.value.conversations.some(
        (entry: { id: string }) => entry.id === conversation.id,
      );
    expect(await listed()).toBe(false);
    await api(t, 'POST', '/wps/chat/messages', {
      headers: visitorHeaders(visitorToken as string),
      payload: { body: 'Hi' },
    });
    expect(await listed()).toBe(true);
  });
});
