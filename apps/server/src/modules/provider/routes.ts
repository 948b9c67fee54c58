import {
  PROVIDER_ACTIONS,
  type ProviderAnswer,
  ProviderStatus,
  zBalanceCallback,
  zBetCallback,
  zRollbackCallback,
  zWinCallback,
} from '@playhall/contracts/provider';
import type { FastifyInstance } from 'fastify';
import { keepRawJsonBodies } from '../../http/raw-json';
import { verifySignature } from '../../security/signature';
import type { WalletCallbacks } from './wallet-callbacks';

export type ProviderRoutesOptions = {
  callbacks: WalletCallbacks;
  /** The secret a vendor signs with, or undefined for a vendor we do not know. */
  secretFor: (vendor: string) => Promise<string | undefined>;
  allowedAddresses: readonly string[];
};

/**
 * `POST /wps/provider/{vendor}/{action}`: answers are HTTP 200 with a status (400 only for a body that is not JSON).
 * Signed by the vendor over the raw body; exempt from the per-visitor rate limit (a vendor calls often from few
 * addresses); optionally limited to an allow-list of vendor addresses.
 */
export async function providerRoutes(
  app: FastifyInstance,
  { callbacks, secretFor, allowedAddresses }: ProviderRoutesOptions,
) {
  keepRawJsonBodies(app);
  app.post<{ Params: { vendor: string; action: string } }>(
    '/wps/provider/:vendor/:action',
    { config: { rateLimit: false }, schema: { hide: true } },
    async (request, reply): Promise<ProviderAnswer> => {
      const { vendor, action } = request.params;
      reply.header('cache-control', 'no-store');
      if (allowedAddresses.length > 0 && !allowedAddresses.includes(request.ip))
        return { status: ProviderStatus.INVALID_SIGNATURE };
      const secret = await secretFor(vendor);
      const signature = request.headers['x-signature'];
      if (
        !secret ||
        !verifySignature(secret, request.rawBody ?? '', typeof signature === 'string' ? signature : undefined)
      ) {
        return { status: ProviderStatus.INVALID_SIGNATURE };
      }
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
