import {
  PROVIDER_ACTIONS,
  zBalanceCallback,
  zBetCallback,
  zProviderAnswer,
  zRollbackCallback,
  zWinCallback,
} from '@playhall/contracts/provider';
import { z } from 'zod';

export const VENDOR_WALLET_URL = '/wps/provider/:vendor/:action';

/**
 * The vendor wallet route reads its body itself (it must verify the signature over the raw bytes and answer
 * HTTP 200 with a status, never a validation envelope), so it declares no schema and hides from the generated
 * document. The reference describes it here, from the same contracts the route parses with.
 */
export const vendorWalletSchema = {
  tags: ['vendor wallet'],
  summary: 'Seamless-wallet callback from a game vendor: balance, bet, win or rollback',
  description: [
    'Signed over the raw JSON body (`X-Signature`). Every answer is HTTP 200 with a `status`; exactly once per',
    '`txId`: a replay answers the original answer, the same `txId` with any other field `DUPLICATE_MISMATCH`.',
    'The body depends on the action: balance (`requestId`, `token`, `playerId`), bet, win (`refTxId` is the bet)',
    'or rollback (`refTxId` is the bet to cancel).',
  ].join(' '),
  params: z.object({
    vendor: z.string().describe('The vendor code, as in the lobby (PG, JDB, ...)'),
    action: z.enum(PROVIDER_ACTIONS),
  }),
  body: z.union([
    zBalanceCallback.meta({ title: 'balance' }),
    zBetCallback.meta({ title: 'bet' }),
    zWinCallback.meta({ title: 'win' }),
    zRollbackCallback.meta({ title: 'rollback' }),
  ]),
  response: { 200: zProviderAnswer },
};
