import { zPspOrder } from '@playhall/contracts/cashier';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { acceptSignedJsonOnly } from '@playhall/signing/signed-json';
import type { FastifyInstance } from 'fastify';
import type { Deposits } from './deposits';

const REFUSALS = {
  INVALID_SIGNATURE: [401, ErrorCode.INVALID_SIGNATURE, 'Bad signature.'],
  UNSUPPORTED_MEDIA_TYPE: [415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Callbacks are signed JSON.'],
  BAD_REQUEST: [400, ErrorCode.BAD_REQUEST, 'Malformed callback.'],
} as const;

/**
 * The payment gateway's callback: JSON only, signed over the raw body and checked before it is parsed; answered 200
 * once handled (so the gateway stops retrying) whether it was news or a repeat; a bad signature is 401, any other
 * content type 415, and neither changes anything.
 */
export async function paymentCallbackRoutes(
  app: FastifyInstance,
  {
    deposits,
    secret,
  }: { deposits: Deposits /** What the gateway signs its callbacks with. */; secret: string },
) {
  acceptSignedJsonOnly(app, {
    secretFor: () => secret,
    refuse: (reply, refusal) => {
      const [status, code, message] = REFUSALS[refusal];
      return reply.status(status).send({ success: false, code, message, value: null });
    },
  });
  app.post('/wps/payment/callback/sandbox', { schema: { hide: true } }, async (request, reply) => {
    const order = zPspOrder.safeParse(request.body);
    if (!order.success)
      return reply
        .status(400)
        .send({ success: false, code: ErrorCode.BAD_REQUEST, message: 'Malformed callback.', value: null });
    const outcome = await deposits.applyGatewayOrder(order.data);
    return { success: true, code: 'OK', message: '', value: { outcome } };
  });
}
