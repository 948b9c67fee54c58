import {
  PROVIDER_ACTIONS,
  type ProviderAnswer,
  ProviderStatus,
  zBalanceCallback,
  zBetCallback,
  zRollbackCallback,
  zWinCallback,
} from '@playhall/contracts/provider';
import { acceptSignedJsonOnly } from '@playhall/signing/signed-json';
import type { FastifyInstance } from 'fastify';
import type { WalletCallbacks } from './wallet-callbacks';

export type ProviderRoutesOptions = {
  callbacks: WalletCallbacks;
  /** The secret a vendor signs with, or undefined for a vendor we do not know. */
  secretFor: (vendor: string) => Promise<string | undefined>;
  allowedAddresses: readonly string[];
};

/**
 * `POST /wps/provider/{vendor}/{action}`: answers are HTTP 200 with a status (400 only for a body that is not JSON,
 * whatever its content type says). Signed by the vendor over the raw body, checked before the body is parsed;
 * exempt from the per-visitor rate limit (a vendor calls often from few addresses); optionally limited to an
 * allow-list of vendor addresses, checked before anything else.
 */
export async function providerRoutes(
  app: FastifyInstance,
  { callbacks, secretFor, allowedAddresses }: ProviderRoutesOptions,
) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (allowedAddresses.length > 0 && !allowedAddresses.includes(request.ip))
      return reply.send({ status: ProviderStatus.INVALID_SIGNATURE });
  });
  acceptSignedJsonOnly(app, {
    secretFor: (request) => secretFor((request.params as { vendor: string }).vendor),
    refuse: (reply, refusal) =>
      refusal === 'INVALID_SIGNATURE'
        ? reply.send({ status: ProviderStatus.INVALID_SIGNATURE })
        : reply.status(400).send({ status: ProviderStatus.BAD_REQUEST }),
  });
  app.post<{ Params: { vendor: string; action: string } }>(
    '/wps/provider/:vendor/:action',
    { config: { rateLimit: false }, schema: { hide: true } },
    async (request): Promise<ProviderAnswer> => {
      const { vendor, action } = request.params;
      if (!(PROVIDER_ACTIONS as readonly string[]).includes(action))
        return { status: ProviderStatus.BAD_REQUEST };
      switch (action) {
        case 'balance': {
          const body = zBalanceCallback.safeParse(request.body);
          return body.success ? callbacks.balance(vendor, body.data) : { status: ProviderStatus.BAD_REQUEST };
        }
        case 'bet': {
          const body = zBetCallback.safeParse(request.body);
          return body.success ? callbacks.bet(vendor, body.data) : { status: ProviderStatus.BAD_REQUEST };
        }
        case 'win': {
          const body = zWinCallback.safeParse(request.body);
          return body.success ? callbacks.win(vendor, body.data) : { status: ProviderStatus.BAD_REQUEST };
        }
        default: {
          const body = zRollbackCallback.safeParse(request.body);
          return body.success
            ? callbacks.rollback(vendor, body.data)
            : { status: ProviderStatus.BAD_REQUEST };
        }
      }
    },
  );
}
