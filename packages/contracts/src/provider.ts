import { z } from 'zod';
import { isAmount } from './money';

/** The seamless-wallet protocol vendors speak to us (PROVIDER-PROTOCOL.md). */
export const ProviderStatus = {
  OK: 'OK',
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  DUPLICATE_MISMATCH: 'DUPLICATE_MISMATCH',
  TX_NOT_FOUND: 'TX_NOT_FOUND',
  ROUND_CLOSED: 'ROUND_CLOSED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  TOKEN_INVALID: 'TOKEN_INVALID',
  PLAYER_BLOCKED: 'PLAYER_BLOCKED',
  WRONG_CURRENCY: 'WRONG_CURRENCY',
  INVALID_SIGNATURE: 'INVALID_SIGNATURE',
  BAD_REQUEST: 'BAD_REQUEST',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;
export type ProviderStatus = (typeof ProviderStatus)[keyof typeof ProviderStatus];

export const PROVIDER_ACTIONS = ['balance', 'bet', 'win', 'rollback'] as const;
export type ProviderAction = (typeof PROVIDER_ACTIONS)[number];

const id = z.string().min(1).max(128);
const zProviderAmount = z
  .string()
  .refine((value) => isAmount(value) && !value.startsWith('-'), 'A two-decimal amount');

export const zBalanceCallback = z
  .object({ requestId: id, token: z.string().min(1).max(200), playerId: id.optional() })
  .strict();

export const zBetCallback = z
  .object({
    requestId: id,
    txId: id,
    token: z.string().min(1).max(200),
    playerId: id,
    roundId: id,
    gameCode: id,
    amount: zProviderAmount,
    currency: z.string().min(3).max(8),
  })
  .strict();

export const zWinCallback = z
  .object({
    requestId: id,
    txId: id,
    refTxId: id,
    playerId: id,
    roundId: id,
    gameCode: id,
    amount: zProviderAmount,
    currency: z.string().min(3).max(8),
    roundClosed: z.boolean(),
  })
  .strict();

export const zRollbackCallback = z
  .object({
    requestId: id,
    txId: id,
    refTxId: id,
    playerId: id,
    roundId: id.optional(),
    amount: zProviderAmount.optional(),
  })
  .strict();

export type BetCallback = z.infer<typeof zBetCallback>;
export type WinCallback = z.infer<typeof zWinCallback>;
export type RollbackCallback = z.infer<typeof zRollbackCallback>;

export type ProviderAnswer = {
  status: ProviderStatus;
  playerId?: string;
  balance?: string;
  currency?: string;
  txId?: string;
  processedTxId?: string;
};

/** The answer to every callback, for the API reference; always HTTP 200 (PROVIDER-PROTOCOL.md). */
export const zProviderAnswer = z.object({
  status: z.enum(Object.values(ProviderStatus)),
  playerId: z.string().optional(),
  balance: z
    .string()
    .optional()
    .describe('The player’s balance after the call, on every answer naming a player'),
  currency: z.string().optional(),
  txId: z.string().optional(),
  processedTxId: z.string().optional().describe('Our ledger transaction id'),
}) satisfies z.ZodType<ProviderAnswer>;

/**
 * Reconciliation (PROVIDER-PROTOCOL.md rule 7): the wallet asks the provider for its round log of a period and
 * asks it to void wagers whose stake the wallet does not hold. Both are signed like callbacks, the other way.
 */
/** When the wallet signed a reconciliation request: the provider refuses one too far from its own clock. */
const zSentAt = z.iso.datetime({ offset: true });

/** Why the built-in provider refuses a reconciliation request of the wallet (round log, void) outright. */
export const ReconciliationRefusal = {
  INVALID_SIGNATURE: 'INVALID_SIGNATURE',
  REQUEST_EXPIRED: 'REQUEST_EXPIRED',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
} as const;
export type ReconciliationRefusal = (typeof ReconciliationRefusal)[keyof typeof ReconciliationRefusal];

export const zRoundLogRequest = z
  .object({
    vendor: id,
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    sentAt: zSentAt,
  })
  .strict();

export const ROUND_LOG_STATES = ['PENDING', 'STAKED', 'SETTLED', 'CANCELLED', 'REFUSED', 'VOID'] as const;

export const zRoundLogEntry = z.object({
  kind: z.enum(['spin', 'ticket']),
  id,
  vendor: id,
  playerId: z.string(),
  betTxId: id,
  stake: z.string(),
  payout: z.string(),
  state: z.enum(ROUND_LOG_STATES),
  createdAt: z.string(),
});
export type RoundLogEntry = z.infer<typeof zRoundLogEntry>;

export const zRoundLogAnswer = z.object({ rounds: z.array(zRoundLogEntry) });

export const zVoidRequest = z
  .object({ vendor: id, betTxIds: z.array(id).min(1).max(1000), sentAt: zSentAt })
  .strict();
export const zVoidAnswer = z.object({ voided: z.array(z.string()) });
