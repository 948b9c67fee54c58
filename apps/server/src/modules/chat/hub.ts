import type { ChatEvent, ChatStatusEvent } from '@playhall/contracts/chat';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database, SqlRunner } from '../../db/database';

export const CHAT_CHANNEL = 'playhall_chat';
/** Sockets are pinged this often; one that has not answered the last ping is dropped (a phone gone to sleep). */
const HEARTBEAT_MS = 30_000;

/**
 * The sockets of this node and the way a message reaches every node's: a message's transaction NOTIFYs it on
 * CHAT_CHANNEL (delivered at commit, never for a rolled-back one), and each node's hub hands it to its sockets of
 * that conversation and to its operators'. A node knows nothing of another's sockets.
 */
export function createChatHub(database: Database, log: FastifyBaseLogger) {
  const customers = new Map<string, Set<WebSocket>>();
  const operators = new Set<WebSocket>();
  const alive = new WeakSet<WebSocket>();
  let unlisten: (() => Promise<void>) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const send = (socket: WebSocket, text: string) => {
    if (socket.readyState === socket.OPEN) socket.send(text);
  };

  function deliver(payload: string): void {
    let event: ChatEvent | ChatStatusEvent;
    try {
      event = JSON.parse(payload) as ChatEvent | ChatStatusEvent;
    } catch {
      log.warn({ payload: payload.slice(0, 200) }, 'chat: an unreadable notification');
      return;
    }
    // Customers never see which operator wrote (an operator's name is their console login).
    const forCustomer =
      event.type === 'message'
        ? JSON.stringify({ ...event, message: { ...event.message, operatorName: null } })
        : payload;
    for (const socket of customers.get(event.conversationId) ?? []) send(socket, forCustomer);
    for (const socket of operators) send(socket, payload);
  }

  function track(socket: WebSocket, onGone: () => void): void {
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    socket.on('close', onGone);
    socket.on('error', onGone);
    // Sockets only listen: what a client sends is ignored (messages are sent by the HTTP calls).
  }

  function sockets(): WebSocket[] {
    return [...operators, ...[...customers.values()].flatMap((set) => [...set])];
  }

  return {
    async start(): Promise<void> {
      unlisten = await database.listen(CHAT_CHANNEL, deliver);
      heartbeat = setInterval(() => {
        for (const socket of sockets()) {
          if (!alive.has(socket)) {
            socket.terminate();
            continue;
          }
          alive.delete(socket);
          socket.ping();
        }
      }, HEARTBEAT_MS);
      heartbeat.unref();
    },

    async stop(): Promise<void> {
      clearInterval(heartbeat);
      for (const socket of sockets()) socket.close(1001, 'server stopping');
      await unlisten?.();
      unlisten = undefined;
    },

    addCustomer(conversationId: string, socket: WebSocket): void {
      const set = customers.get(conversationId) ?? new Set<WebSocket>();
      customers.set(conversationId, set);
      set.add(socket);
      track(socket, () => {
        set.delete(socket);
        if (set.size === 0 && customers.get(conversationId) === set) customers.delete(conversationId);
      });
    },

    addOperator(socket: WebSocket): void {
      operators.add(socket);
      track(socket, () => operators.delete(socket));
    },

    /** Announces an event from inside its transaction: every node hears it once the transaction commits. */
    async publish(tx: SqlRunner, event: ChatEvent | ChatStatusEvent): Promise<void> {
      await tx.query('select pg_notify($1, $2)', [CHAT_CHANNEL, JSON.stringify(event)]);
    },

    /** Sockets open on this node (for the tests and the health of a node). */
    counts: () => ({
      customers: [...customers.values()].reduce((sum, set) => sum + set.size, 0),
      operators: operators.size,
    }),
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
