import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { keepRawJsonBodies } from '../../http/raw-json';
import type { Deposits } from './deposits';
import type { PspClient } from './psp-client';

const zPspOrder = z.object({
  orderId: z.string().max(64),
  merchantOrderId: z.string().max(32),
  status: z.enum(['CREATED', 'PAID', 'FAILED']),
  amount: z.string().max(32),
  currency: z.string().max(8),
  settledAt: z.string().nullable(),
});

/**
 * The payment gateway's callback: signed over the raw body, answered 200 once handled (so the gateway stops
 * retrying) whether it was news or a repeat; a bad signature is 401 and changes nothing.
 */
export async function paymentCallbackRoutes(
  app: FastifyInstance,
  { deposits, psp }: { deposits: Deposits; psp: PspClient },
) {
  keepRawJsonBodies(app);
  app.post('/wps/payment/callback/sandbox', { schema: { hide: true } }, async (request, reply) => {
    const signature = request.headers['x-signature'];
    if (!psp.verifyCallback(request.rawBody ?? '', typeof signature === 'string' ? signature : undefined)) {
      return reply
        .status(401)
        .send({ success: false, code: 'INVALID_SIGNATURE', message: 'Bad signature.', value: null });
    }
    const order = zPspOrder.safeParse(request.body);
    if (!order.success)
      return reply
        .status(400)
        .send({ success: false, code: 'BAD_REQUEST', message: 'Malformed callback.', value: null });
    const outcome = await deposits.applyGatewayOrder(order.data);
    return { success: true, code: 'OK', message: '', value: { outcome } };
  });
}
