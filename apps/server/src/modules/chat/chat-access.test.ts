import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
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

const { openVisitor, customerTicket } = chatSteps(
  () => t,
  () => operator,
);

describe('live chat: who reaches what, and what is refused', () => {
  it('nobody reaches another’s conversation, and the console is for operators only', async () => {
    const player = await newCashierPlayer(t);
    // No conversation yet: nothing to read or write to.
    const none = await api(t, 'GET', '/wps/chat/messages', { token: player.token });
    expect(none.response.statusCode).toBe(404);
    expect(none.body.code).toBe('CHAT_NOT_FOUND');
    const stranger = await api(t, 'POST', '/wps/chat/messages', {
      headers: visitorHeaders('B'.repeat(43)),
      payload: { body: 'let me in' },
    });
    expect(stranger.body.code).toBe('CHAT_NOT_FOUND');
    // Neither a session nor a visitor token: a stranger.
    const bare = await api(t, 'GET', '/wps/chat/messages');
    expect(bare.response.statusCode).toBe(401);
    expect(bare.body.code).toBe('UNAUTHORIZED');

    for (const [method, url] of [
      ['GET', '/ops/api/chat/conversations'],
      ['POST', '/ops/api/chat/conversations/1/messages'],
      ['POST', '/ops/api/chat/ticket'],
    ] as const) {
      const asMember = await api(t, method, url, { token: player.token, payload: { body: 'x' } });
      expect(asMember.response.statusCode, url).toBe(401);
    }
    const unknown = await api(t, 'POST', '/ops/api/chat/conversations/999999999/messages', {
      token: operator,
      payload: { body: 'anyone?' },
    });
    expect(unknown.body.code).toBe('CHAT_NOT_FOUND');
    // An ended session is refused, not taken for a visitor.
    const ended = await api(t, 'POST', '/wps/chat/open', { token: 'x'.repeat(43), payload: {} });
    expect(ended.response.statusCode).toBe(401);
  });

  it('a socket ticket opens one socket once, and only its own kind', async () => {
    const { visitorToken } = await openVisitor();
    const ticket = await customerTicket(visitorHeaders(visitorToken as string));
    await expect(t.app.injectWS(`/ops/api/chat/socket?ticket=${ticket}`)).rejects.toThrow(/401/);
    // Refused on the wrong route, the ticket is spent as well.
    await expect(t.app.injectWS(`/wps/chat/socket?ticket=${ticket}`)).rejects.toThrow(/401/);
    const fresh = await customerTicket(visitorHeaders(visitorToken as string));
    const socket = (await t.app.injectWS(`/wps/chat/socket?ticket=${fresh}`)) as WebSocket;
    socket.close();
    await expect(t.app.injectWS(`/wps/chat/socket?ticket=${fresh}`)).rejects.toThrow(/401/);
    await expect(t.app.injectWS(`/wps/chat/socket?ticket=${'C'.repeat(43)}`)).rejects.toThrow(/401/);
    await expect(t.app.injectWS('/wps/chat/socket')).rejects.toThrow(/401/);
    await expect(t.app.injectWS('/ops/api/chat/socket?ticket=short')).rejects.toThrow(/401/);
  });

  it('refuses bad messages with their codes and writes nothing', async () => {
    const { visitorToken } = await openVisitor();
    const headers = visitorHeaders(visitorToken as string);
    for (const payload of [
      { body: '' },
      { body: '   ' },
      { body: 'x'.repeat(1001) },
      { body: 42 },
      { body: 'bell\u0007' },
      { text: 'hi' },
      {},
    ]) {
      const refused = await api(t, 'POST', '/wps/chat/messages', { headers, payload });
      expect(refused.response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
    }
    const history = await api(t, 'GET', '/wps/chat/messages', { headers });
    expect(history.body.value.messages).toEqual([]);
    const read = await api(t, 'POST', '/wps/chat/read', { headers, payload: { upTo: 'abc' } });
    expect(read.body.code).toBe('VALIDATION_FAILED');
    const exact = await api(t, 'POST', '/wps/chat/messages', {
      headers,
      payload: { body: 'y'.repeat(1000) },
    });
    expect(exact.response.statusCode).toBe(200);
  });

  it('pages long histories 50 at a time, oldest first', async () => {
    const player = await newCashierPlayer(t);
    await api(t, 'POST', '/wps/chat/open', { token: player.token, payload: {} });
    for (let index = 1; index <= 55; index += 1) {
      await api(t, 'POST', '/wps/chat/messages', {
        token: player.token,
        payload: { body: `message ${index}` },
        ip: `198.51.100.${index % 2 === 0 ? 20 : 21}`,
      });
    }
    const latest = await api(t, 'GET', '/wps/chat/messages', { token: player.token });
    expect(latest.body.value.hasMore).toBe(true);
    expect(latest.body.value.messages).toHaveLength(50);
    expect(latest.body.value.messages[0].body).toBe('message 6');
    expect(latest.body.value.messages[49].body).toBe('message 55');
    const older = await api(t, 'GET', `/wps/chat/messages?before=${latest.body.value.messages[0].id}`, {
      token: player.token,
    });
    expect(older.body.value.messages.map((message: { body: string }) => message.body)).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
      'message 5',
    ]);
    expect(older.body.value.hasMore).toBe(false);
  });

  it('lists the customer-service entries as launch points, and launches the requested one or the first', async () => {
    const { body } = await api(t, 'GET', '/wps/chat/models');
    expect(body.value.models).toEqual([
      { csType: 'LIVE_CHAT', name: 'Live chat', kind: 'CHAT', chatUrl: '/chat?cs=LIVE_CHAT' },
      { csType: 'TELEGRAM', name: 'Telegram', kind: 'LINK', chatUrl: 'https://t.me/playhall_support' },
      { csType: 'EMAIL', name: 'E-mail', kind: 'EMAIL', chatUrl: 'mailto:support@playhall.example' },
    ]);
    const telegram = await api(t, 'GET', '/wps/chat/launch?csType=TELEGRAM');
    expect(telegram.body.value).toMatchObject({ kind: 'LINK', chatUrl: 'https://t.me/playhall_support' });
    // A csType the brand does not list launches its first entry (spec §9), as does none.
    for (const url of ['/wps/chat/launch?csType=NO_SUCH', '/wps/chat/launch']) {
      expect((await api(t, 'GET', url)).body.value, url).toMatchObject({
        csType: 'LIVE_CHAT',
        chatUrl: '/chat?cs=LIVE_CHAT',
      });
    }
    const tooLong = await api(t, 'GET', `/wps/chat/launch?csType=${'X'.repeat(41)}`);
    expect(tooLong.response.statusCode).toBe(400);
    expect(tooLong.body.code).toBe('VALIDATION_FAILED');
    const unknownField = await api(t, 'GET', '/wps/chat/launch?room=1');
    expect(unknownField.body.code).toBe('VALIDATION_FAILED');
    // The launched address leads into the same chat: the conversation opens in that entry.
    const opened = await api(t, 'POST', '/wps/chat/open', { payload: { csType: 'LIVE_CHAT' } });
    expect(opened.body.value.conversation.csType).toBe('LIVE_CHAT');
  });
});
