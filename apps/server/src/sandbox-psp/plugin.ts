import { randomBytes } from 'node:crypto';
import { formatAmount, isAmount, parseAmount } from '@playhall/contracts/money';
import { sign } from '@playhall/signing/signature';
import { acceptSignedJsonOnly } from '@playhall/signing/signed-json';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { renderPayPage, renderResultPage } from './pages';

export type SandboxPspOptions = {
  database: Database;
  /** The merchant (Playhall) and the secret both sides sign with. */
  merchantId: string;
  secret: string;
  /** Send every callback twice, as real gateways sometimes do, so that the merchant's idempotency is exercised. */
  duplicateCallbacks: boolean;
  log: FastifyBaseLogger;
};

type OrderRow = {
  id: string;
  merchant_order_id: string;
  amount: bigint;
  currency: string;
  status: 'CREATED' | 'PAID' | 'FAILED';
  callback_url: string;
  return_url: string;
  settled_at: Date | null;
};

const RETRY_SECONDS = [0, 5, 15, 60, 300, 900];

function orderAnswer(order: OrderRow) {
  return {
    orderId: order.id,
    merchantOrderId: order.merchant_order_id,
    status: order.status,
    amount: formatAmount(order.amount),
    currency: order.currency,
    settledAt: order.settled_at ? new Date(order.settled_at).toISOString() : null,
  };
}

/**
 * A payment gateway that behaves like a real one, for the demo brand and the tests: merchants create orders with
 * a signed API call, payers approve or decline on its own page, and it tells the merchant by signed callbacks,
 * retried until acknowledged (and sometimes twice). Merchants can also ask it for an order's status.
 * Mounted under /sandbox-psp in the server process; the cashier reaches it only over HTTP.
 */
export function createSandboxPsp(options: SandboxPspOptions) {
  const { database, secret, log } = options;

  async function findOrder(orderId: string): Promise<OrderRow | undefined> {
    const [order] = await database.query<OrderRow>('select * from sandbox_psp_orders where id = $1', [
      orderId,
    ]);
    return order;
  }

  async function deliver(order: OrderRow): Promise<boolean> {
    const body = JSON.stringify(orderAnswer(order));
    try {
      const response = await fetch(order.callback_url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': sign(secret, body) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      return response.ok;
    } catch (error) {
      log.warn({ err: error, orderId: order.id }, 'sandbox PSP callback failed');
      return false;
    }
  }

  /** Delivers due callbacks; returns how many were acknowledged. Safe to run on several nodes at once. */
  async function deliverDueCallbacks(): Promise<number> {
    const due = await database.query<OrderRow & { callback_attempts: number }>(
      `update sandbox_psp_orders set callback_attempts = callback_attempts + 1,
         next_callback_at = now() + make_interval(secs => (array[${RETRY_SECONDS.join(',')}])[least(callback_attempts + 2, ${RETRY_SECONDS.length})])
       where id in (select id from sandbox_psp_orders
                    where next_callback_at <= now() and callback_delivered_at is null and callback_attempts < 10
                    order by next_callback_at limit 20 for update skip locked)
       returning *`,
    );
    let delivered = 0;
    for (const order of due) {
      if (!(await deliver(order))) continue;
      delivered++;
      await database.query(
        'update sandbox_psp_orders set callback_delivered_at = now(), next_callback_at = null where id = $1',
        [order.id],
      );
      if (options.duplicateCallbacks) setTimeout(() => void deliver(order), 500).unref();
    }
    return delivered;
  }

  /** The merchant API: signed JSON only, checked over the raw body before it is read (issue 11.1). */
  async function merchantApi(app: FastifyInstance): Promise<void> {
    acceptSignedJsonOnly(app, {
      secretFor: () => secret,
      // A status query has no body: the merchant signs `GET <orderId>`.
      signedPayload: (request, body) =>
        request.method === 'GET' ? `GET ${(request.params as { orderId?: string }).orderId ?? ''}` : body,
      refuse: (reply, refusal) =>
        reply
          .status(refusal === 'INVALID_SIGNATURE' ? 401 : refusal === 'BAD_REQUEST' ? 400 : 415)
          .send({ error: refusal }),
    });

    app.post('/sandbox-psp/api/orders', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { merchantId, merchantOrderId, amount, currency, callbackUrl, returnUrl } = body;
      if (
        merchantId !== options.merchantId ||
        typeof merchantOrderId !== 'string' ||
        typeof amount !== 'string' ||
        !isAmount(amount) ||
        typeof currency !== 'string' ||
        typeof callbackUrl !== 'string' ||
        typeof returnUrl !== 'string'
      ) {
        return reply.status(400).send({ error: 'BAD_REQUEST' });
      }
      const id = `PSP${randomBytes(9).toString('hex').toUpperCase()}`;
      await database.query(
        `insert into sandbox_psp_orders (id, merchant_order_id, amount, currency, callback_url, return_url)
       values ($1, $2, $3, $4, $5, $6) on conflict (merchant_order_id) do nothing`,
        [id, merchantOrderId, parseAmount(amount).toString(), currency, callbackUrl, returnUrl],
      );
      const [order] = await database.query<OrderRow>(
        'select * from sandbox_psp_orders where merchant_order_id = $1',
        [merchantOrderId],
      );
      if (!order) return reply.status(500).send({ error: 'INTERNAL_ERROR' });
      return { ...orderAnswer(order), payUrl: `/sandbox-psp/pay/${order.id}` };
    });

    app.get<{ Params: { orderId: string } }>('/sandbox-psp/api/orders/:orderId', async (request, reply) => {
      const order = await findOrder(request.params.orderId);
      if (!order) return reply.status(404).send({ error: 'NOT_FOUND' });
      return orderAnswer(order);
    });
  }

  /** The payer's pages: a plain HTML form posts the payer's choice. */
  async function payerPages(app: FastifyInstance): Promise<void> {
    app.get<{ Params: { orderId: string } }>('/sandbox-psp/pay/:orderId', async (request, reply) => {
      const order = await findOrder(request.params.orderId);
      reply.type('text/html; charset=utf-8');
      if (!order)
        return reply
          .status(404)
          .send(renderResultPage('Unknown order', 'This payment link is not valid.', null));
      if (order.status !== 'CREATED') {
        return renderResultPage(
          'Already settled',
          `This payment was ${order.status.toLowerCase()}.`,
          order.return_url,
        );
      }
      return renderPayPage({
        orderId: order.id,
        amount: formatAmount(order.amount),
        currency: order.currency,
      });
    });

    app.post<{ Params: { orderId: string }; Body: { action?: string } }>(
      '/sandbox-psp/pay/:orderId',
      { config: { bodyTypes: ['form'] } },
      async (request, reply) => {
        const status = request.body?.action === 'pay' ? 'PAID' : 'FAILED';
        const [order] = await database.query<OrderRow>(
          `update sandbox_psp_orders set status = $2, settled_at = now(), next_callback_at = now()
       where id = $1 and status = 'CREATED' returning *`,
          [request.params.orderId, status],
        );
        const current = order ?? (await findOrder(request.params.orderId));
        if (!current)
          return reply
            .status(404)
            .type('text/html; charset=utf-8')
            .send(renderResultPage('Unknown order', '', null));
        if (order)
          setImmediate(
            () => void deliverDueCallbacks().catch((error) => log.error({ err: error }, 'callbacks')),
          );
        return reply.redirect(current.return_url, 303);
      },
    );
  }

  async function routes(app: FastifyInstance): Promise<void> {
    await app.register(merchantApi);
    await app.register(payerPages);
  }

  return { routes, deliverDueCallbacks };
}

export type SandboxPsp = ReturnType<typeof createSandboxPsp>;
