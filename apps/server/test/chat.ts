import { expect } from 'vitest';
import type { WebSocket } from 'ws';
import { api } from './accounts';
import type { TestContext } from './build-app';
import { multipart } from './images';

export type ImagePart = Parameters<typeof multipart>[0][number];

/** A chat image part (PNG unless the name says otherwise). */
export const chatImage = (data: Buffer, name = 'screen.png'): ImagePart => ({
  name: 'file',
  filename: name,
  type: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
  data,
});

/*
 * The live chat's steps for the API tests (modules/chat): a visitor's conversation, the sockets (with the events
 * they receive, in order) and the single-use tickets that open them.
 */

export type ChatEvent = {
  type: string;
  conversationId: string;
  message: { body: string; sender: string; operatorName: string | null };
};

export const visitorHeaders = (token: string) => ({ 'x-chat-visitor': token });

export function chatSteps(context: () => TestContext, operatorToken: () => string) {
  async function openVisitor(token?: string) {
    const { response, body } = await api(context(), 'POST', '/wps/chat/open', {
      payload: {},
      headers: token ? visitorHeaders(token) : {},
    });
    expect(response.statusCode).toBe(200);
    return body.value as {
      conversation: { id: string; status: string; unread: number };
      visitorToken: string | null;
    };
  }

  /** A socket and the events it receives, in order: `next` waits up to 10 s for the next one. */
  async function socketOf(path: string, ticket: string) {
    const socket = (await context().app.injectWS(`${path}?ticket=${ticket}`)) as WebSocket;
    const events: ChatEvent[] = [];
    const waiting: Array<(event: ChatEvent) => void> = [];
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as ChatEvent;
      const waiter = waiting.shift();
      if (waiter) waiter(event);
      else events.push(event);
    });
    const next = () => {
      const queued = events.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise<ChatEvent>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no chat event arrived')), 10_000);
        waiting.push((event) => {
          clearTimeout(timer);
          resolve(event);
        });
      });
    };
    return { socket, next };
  }

  async function customerTicket(headers: Record<string, string>, token?: string) {
    const { body } = await api(context(), 'POST', '/wps/chat/ticket', { headers, token });
    return body.value.ticket as string;
  }

  async function operatorTicket() {
    const { body } = await api(context(), 'POST', '/ops/api/chat/ticket', { token: operatorToken() });
    return body.value.ticket as string;
  }

  /** Posts a multipart body of parts (a customer's with their headers, an operator's with a token). */
  async function postImage(
    url: string,
    parts: ImagePart[],
    who: { headers?: Record<string, string>; token?: string; ip?: string },
  ) {
    const { body, contentType } = multipart(parts);
    const response = await context().app.inject({
      method: 'POST',
      url,
      remoteAddress: who.ip ?? '198.51.100.77',
      headers: {
        ...who.headers,
        ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
        'content-type': contentType,
      },
      payload: body,
    });
    return { status: response.statusCode, body: response.json() };
  }

  /** Fetches an image: its status, content type and bytes. */
  async function getImage(url: string, who: { headers?: Record<string, string>; token?: string }) {
    const response = await context().app.inject({
      method: 'GET',
      url,
      headers: { ...who.headers, ...(who.token ? { authorization: `Bearer ${who.token}` } : {}) },
    });
    return {
      status: response.statusCode,
      contentType: response.headers['content-type'],
      bytes: response.rawPayload,
      body: String(response.headers['content-type']).startsWith('application/json')
        ? response.json()
        : undefined,
    };
  }

  return { openVisitor, socketOf, customerTicket, operatorTicket, postImage, getImage };
}
