import { formatAmount, parseAmount } from '@playhall/contracts/money';
import {
  type BetCallback,
  type ProviderAnswer,
  ProviderStatus,
  type RollbackCallback,
  type WinCallback,
} from '@playhall/contracts/provider';
import type { Brand } from '@playhall/contracts/system';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { sha256 } from '../../security/tokens';
import type { GameCatalogue } from '../catalogue/game-catalogue';
import { sqlState } from '../ledger/ledger-error';
import { bodyHash } from './body-hash';

/**
 * The vendor's time-out is 500 ms (rule 8): the database gives up well before, so a slow database answers
 * INTERNAL_ERROR in time and never succeeds late; nothing was committed, so the vendor's rollback finds the bet
 * unseen.
 */
const STATEMENT_BUDGET_MS = 300;

type AnswerRow = {
  answer_status: ProviderStatus;
  answer_member: bigint | null;
  answer_balance: bigint | null;
  answer_ledger: bigint | null;
};

function parsePlayer(playerId: string | undefined): bigint | null {
  return playerId && /^\d{1,18}$/.test(playerId) ? BigInt(playerId) : null;
}

/**
 * The seamless wallet (PROVIDER-PROTOCOL.md). Each callback is one call of its SQL function (migration 0010): one
 * round trip, one transaction that claims (vendor, txId), moves money through the ledger and stores its answer.
 * This side checks what needs no database (the game, from the catalogue cache) and shapes the answer.
 */
export function createWalletCallbacks(deps: {
  database: Database;
  catalogue: GameCatalogue;
  brand: () => Promise<Brand>;
  log: FastifyBaseLogger;
}) {
  const runner = deps.database.withTimeout(STATEMENT_BUDGET_MS);

  async function call(
    vendor: string,
    txId: string | undefined,
    text: string,
    params: unknown[],
  ): Promise<ProviderAnswer> {
    let row: AnswerRow | undefined;
    try {
      [row] = await runner.query<AnswerRow>(text, params);
    } catch (error) {
      deps.log.error({ err: error, vendor, txId, state: sqlState(error) }, 'wallet callback failed');
      return { status: ProviderStatus.INTERNAL_ERROR };
    }
    if (!row) return { status: ProviderStatus.INTERNAL_ERROR };
    const { currency } = await deps.brand();
    return {
      status: row.answer_status,
      ...(row.answer_member !== null && row.answer_balance !== null
        ? { playerId: row.answer_member.toString(), balance: formatAmount(row.answer_balance), currency }
        : {}),
      ...(txId !== undefined ? { txId } : {}),
      ...(row.answer_ledger !== null ? { processedTxId: row.answer_ledger.toString() } : {}),
    };
  }

  async function balance(
    vendor: string,
    body: { token: string; playerId?: string | undefined },
  ): Promise<ProviderAnswer> {
    if (body.playerId !== undefined && parsePlayer(body.playerId) === null)
      return { status: ProviderStatus.TOKEN_INVALID };
    return call(vendor, undefined, 'select * from provider_balance($1, $2, $3)', [
      vendor,
      sha256(body.token),
      parsePlayer(body.playerId),
    ]);
  }

  async function bet(vendor: string, body: BetCallback): Promise<ProviderAnswer> {
    const { currency, timeZone } = await deps.brand();
    const game = await deps.catalogue.byCode(body.gameCode, vendor);
    return call(
      vendor,
      body.txId,
      'select * from provider_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)',
      [
        vendor,
        body.txId,
        bodyHash('bet', body),
        sha256(body.token),
        parsePlayer(body.playerId),
        body.roundId,
        body.gameCode,
        game?.categoryCode ?? null,
        parseAmount(body.amount),
        body.currency,
        currency,
        timeZone,
      ],
    );
  }

  async function win(vendor: string, body: WinCallback): Promise<ProviderAnswer> {
    const { currency, timeZone } = await deps.brand();
    return call(
      vendor,
      body.txId,
      'select * from provider_win($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)',
      [
        vendor,
        body.txId,
        body.refTxId,
        bodyHash('win', body),
        parsePlayer(body.playerId),
        body.roundId,
        body.gameCode,
        parseAmount(body.amount),
        body.currency,
        currency,
        timeZone,
        body.roundClosed,
      ],
    );
  }

  async function rollback(vendor: string, body: RollbackCallback): Promise<ProviderAnswer> {
    const { timeZone } = await deps.brand();
    return call(vendor, body.txId, 'select * from provider_rollback($1, $2, $3, $4, $5, $6, $7)', [
      vendor,
      body.txId,
      body.refTxId,
      bodyHash('rollback', body),
      parsePlayer(body.playerId),
      body.roundId ?? null,
      timeZone,
    ]);
  }

  return { balance, bet, win, rollback };
}

export type WalletCallbacks = ReturnType<typeof createWalletCallbacks>;
