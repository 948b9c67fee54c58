import {
  CHAT_PATH,
  type ChatModel,
  zChatLaunchQuery,
  zChatModel,
  zChatModels,
} from '@playhall/contracts/chat';
import { envelope } from '@playhall/contracts/envelope';
import type { CustomerService } from '@playhall/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';

/** What is launched when the brand lists no customer service at all: the built-in live chat. */
const BUILT_IN: CustomerService = { id: 0, csType: 'LIVE_CHAT', name: 'Live chat', path: CHAT_PATH };

/**
 * A customer-service entry as a launch point: the built-in chat's address names the entry (`?cs=`, so that the
 * conversation is opened in it); a messenger's or a page's link and a mail address are the entry's own.
 */
export function chatModelOf(service: CustomerService): ChatModel {
  const { csType, name, path } = service;
  if (path === CHAT_PATH || path.startsWith(`${CHAT_PATH}?`)) {
    return { csType, name, kind: 'CHAT', chatUrl: `${CHAT_PATH}?cs=${encodeURIComponent(csType)}` };
  }
  return { csType, name, kind: /^mailto:/i.test(path) ? 'EMAIL' : 'LINK', chatUrl: path };
}

/**
 * The live-model list and the chat launch (spec §7): public, as the customer-service button is; they only read the
 * brand's configured entries.
 */
export const chatModelRoutes: FastifyPluginAsyncZod<{
  services: () => Promise<readonly CustomerService[]>;
}> = async (app, { services }) => {
  app.get(
    '/wps/chat/models',
    {
      schema: {
        tags: ['chat'],
        summary: 'The brand’s customer-service entries, each with the chatUrl that launches it',
        response: { 200: envelope(zChatModels) },
      },
    },
    async () => ok({ models: (await services()).map(chatModelOf) }),
  );

  app.get(
    '/wps/chat/launch',
    {
      schema: {
        tags: ['chat'],
        summary:
          'Launches a customer service: the requested csType, else the brand’s first (spec §9), else the built-in live chat',
        querystring: zChatLaunchQuery,
        response: { 200: envelope(zChatModel) },
      },
    },
    async (request) => {
      const list = await services();
      const service = list.find((entry) => entry.csType === request.query.csType) ?? list[0] ?? BUILT_IN;
      return ok(chatModelOf(service));
    },
  );
};
