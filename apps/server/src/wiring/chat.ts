import fastifyWebsocket from '@fastify/websocket';
import type { CustomerService } from '@playhall/contracts/system';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { createChatHub } from '../modules/chat/hub';
import { chatModelRoutes } from '../modules/chat/models';
import { chatOpsRoutes } from '../modules/chat/ops-routes';
import { chatRoutes } from '../modules/chat/routes';
import { createChat } from '../modules/chat/service';
import type { OperatorAuth } from '../modules/ops/operator-auth';
import type { Authenticator } from '../modules/session/authenticate';

export type ChatWiring = {
  database: Database;
  auth: Authenticator;
  operatorAuth: OperatorAuth;
  services: () => Promise<readonly CustomerService[]>;
};

/** Messages a customer may send a minute: a fast typist's pace, not a script's. */
const SENDS_PER_MINUTE = 30;
/** A socket's frames from the client are ignored; a big one is refused before it is buffered. */
const MAX_CLIENT_FRAME_BYTES = 1024;

/**
 * Live chat (issue 17, decision 0047): the customer's and the console's calls, and the sockets new messages arrive
 * on. The hub listens for every node's messages from the start and lets go of its sockets when the app closes.
 */
export async function registerChat(
  app: FastifyInstance,
  { database, auth, operatorAuth, services }: ChatWiring,
): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
  const hub = createChatHub(database, app.log);
  await hub.start();
  app.addHook('onClose', async () => hub.stop());
  const chat = createChat({ database, hub, services });
  await app.register(chatRoutes, { auth, chat, hub, sendsPerMinute: SENDS_PER_MINUTE });
  await app.register(chatModelRoutes, { services });
  await app.register(chatOpsRoutes, {
    requireOperator: (request) => operatorAuth.requireOperator(request),
    chat,
    hub,
  });
}
