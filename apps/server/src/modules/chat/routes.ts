import {
  CHAT_LIMITS,
  CHAT_VISITOR_HEADER,
  zChatConversation,
  zChatHistory,
  zChatHistoryQuery,
  zChatImageParam,
  zChatMessage,
  zChatOpen,
  zChatOpened,
  zChatRead,
  zChatSend,
  zChatSocketQuery,
  zChatTicket,
  zChatUnread,
} from '@playhall/contracts/chat';
import { envelope } from '@playhall/contracts/envelope';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import type { Authenticator } from '../session/authenticate';
import type { ChatHub } from './hub';
import type { Chat, Customer } from './service';
import { readChatImage, sendChatImage } from './upload';

const tags = ['chat'];
/** A visitor's token as `open` made it (newSecretToken: 43 URL-safe characters); anything else names nothing. */
const VISITOR_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The customer's side of the live chat (spec §2 chat room, §3 customer-service entry): members by their session,
 * visitors by the token `open` gave them. Who calls and which conversation is theirs are settled before the body is
 * read; nobody reaches another's conversation (there is no id to name one by).
 */
export const chatRoutes: FastifyPluginAsyncZod<{
  auth: Authenticator;
  chat: Chat;
  hub: ChatHub;
  sendsPerMinute: number;
}> = async (app, { auth, chat, hub, sendsPerMinute }) => {
  /** A member when a bearer token is sent (an ended session is refused, not taken for a visitor), else a visitor. */
  async function customerOf(request: FastifyRequest): Promise<Customer> {
    if (request.headers.authorization !== undefined) {
      const session = await auth.requireAuth(request);
      return { memberId: session.memberId };
    }
    const header = request.headers[CHAT_VISITOR_HEADER];
    const token = typeof header === 'string' && VISITOR_TOKEN.test(header) ? header : null;
    return { visitorToken: token };
  }

  const conversations = new WeakMap<FastifyRequest, bigint>();
  /**
   * Settles the caller's conversation before anything else of the request is read: a caller with neither a session
   * nor a visitor token is a stranger (401); a token that names no conversation answers CHAT_NOT_FOUND.
   */
  const ownConversation = async (request: FastifyRequest) => {
    const customer = await customerOf(request);
    if ('visitorToken' in customer && customer.visitorToken === null) throw strangerRefused();
    conversations.set(request, await chat.conversationOf(customer));
  };
  const conversation = (request: FastifyRequest) => {
    const id = conversations.get(request);
    if (id === undefined) throw new Error('chat route without its conversation hook');
    return id;
  };

  app.post(
    '/wps/chat/open',
    {
      // Every load of the chat window opens (a member's, or a known visitor's, makes nothing new); a new visitor's is
      // a row, so an address (a café's, a carrier's shared one) opens a page's worth a minute at most.
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Opens the caller’s conversation (a member’s own; a visitor’s by the x-chat-visitor token, a new one with its token otherwise) in the requested customer service, else the first',
        body: zChatOpen,
        response: { 200: envelope(zChatOpened) },
      },
    },
    async (request) => ok(await chat.open(await customerOf(request), request.body.csType)),
  );

  app.get(
    '/wps/chat/conversation',
    {
      onRequest: ownConversation,
      schema: {
        tags,
        summary: 'The caller’s conversation: its state and unread operator messages',
        response: { 200: envelope(zChatConversation) },
      },
    },
    async (request) => ok(await chat.view(conversation(request))),
  );

  app.get(
    '/wps/chat/messages',
    {
      onRequest: ownConversation,
      schema: {
        tags,
        summary:
          'A page of the caller’s conversation (50 messages before `before`, the latest by default), oldest first',
        querystring: zChatHistoryQuery,
        response: { 200: envelope(zChatHistory) },
      },
    },
    async (request) => ok(await chat.history(conversation(request), request.query.before, 'CUSTOMER')),
  );

  app.post(
    '/wps/chat/messages',
    {
      onRequest: ownConversation,
      config: { rateLimit: { max: sendsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Sends a message (plain text, 1 to 1000 characters); operators receive it at once on every node',
        body: zChatSend,
        response: { 200: envelope(zChatMessage) },
      },
    },
    async (request) => ok(await chat.send(conversation(request), 'CUSTOMER', null, request.body.body)),
  );

  app.post(
    '/wps/chat/images',
    {
      onRequest: ownConversation,
      config: {
        bodyTypes: ['multipart'],
        rateLimit: { max: CHAT_LIMITS.imagesPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags,
        summary:
          'Sends an image (multipart, one `file`: PNG or JPEG of at most 5 MB, re-encoded); operators receive it at once',
        response: { 200: envelope(zChatMessage) },
      },
    },
    async (request) =>
      ok(await chat.send(conversation(request), 'CUSTOMER', null, await readChatImage(request))),
  );

  app.get(
    '/wps/chat/images/:messageId',
    {
      onRequest: ownConversation,
      schema: {
        tags,
        summary: 'An image of the caller’s conversation (another conversation’s answers NOT_FOUND)',
        params: zChatImageParam,
      },
    },
    async (request, reply) =>
      sendChatImage(reply, await chat.image(conversation(request), request.params.messageId)),
  );

  app.post(
    '/wps/chat/read',
    {
      onRequest: ownConversation,
      schema: {
        tags,
        summary: 'Marks the operators’ messages read up to a message',
        body: zChatRead,
        response: { 200: envelope(zChatConversation) },
      },
    },
    async (request) => {
      await chat.read(conversation(request), 'CUSTOMER', request.body.upTo);
      return ok(await chat.view(conversation(request)));
    },
  );

  app.get(
    '/wps/chat/unread',
    {
      onRequest: auth.callerFirst(),
      schema: {
        tags,
        summary: 'The member’s unread operator messages (0 before their first chat), for the header badge',
        response: { 200: envelope(zChatUnread) },
      },
    },
    async (request) => ok({ count: await chat.memberUnread((await auth.requireAuth(request)).memberId) }),
  );

  app.post(
    '/wps/chat/ticket',
    {
      onRequest: ownConversation,
      schema: {
        tags,
        summary: 'A single-use ticket (a minute) to open the conversation’s socket with',
        response: { 200: envelope(zChatTicket) },
      },
    },
    async (request) => ok({ ticket: await chat.ticket({ conversationId: conversation(request) }) }),
  );

  app.get(
    '/wps/chat/socket',
    {
      websocket: true,
      schema: {
        tags,
        summary:
          'WebSocket of the conversation named by a ticket: each new message arrives as {type:"message",conversationId,message}',
        querystring: zChatSocketQuery,
      },
      // The ticket is the caller: taken before the address is validated, so a stranger meets 401, never field errors.
      onRequest: async (request) => {
        const owner = await redeemTicket(chat, request);
        if (!owner || !('conversationId' in owner)) throw ticketRefused();
        conversations.set(request, owner.conversationId);
      },
    },
    (socket, request) => hub.addCustomer(conversation(request).toString(), socket),
  );
};

/** A socket ticket that is used, old or unknown: the upgrade is refused with 401 (the client asks for a new one). */
export function ticketRefused(): AppError {
  return new AppError(401, ErrorCode.UNAUTHORIZED, 'This chat ticket is not valid: ask for a new one.');
}

function strangerRefused(): AppError {
  return new AppError(401, ErrorCode.UNAUTHORIZED, 'Open the chat first.');
}

/** Takes the ticket of a socket's address, once (a missing or malformed one takes nothing). */
export async function redeemTicket(chat: Chat, request: FastifyRequest) {
  const { ticket } = request.query as { ticket?: unknown };
  if (typeof ticket !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(ticket)) return null;
  return chat.redeem(ticket);
}
