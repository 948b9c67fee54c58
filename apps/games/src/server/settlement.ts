import { GamePlayError } from '@playhall/contracts/games-play';
import { formatAmount } from '@playhall/contracts/money';
import { GameError } from './game-error';
import type { GamesDb } from './games-db';
import { txIds } from './round-ids';
import type { PlaySession } from './sessions';
import { isUnknown, type WalletAnswer, type WalletClient } from './wallet-client';

/** A slot round (gp_rounds) or a lottery ticket (gp_tickets): one bet and one win in the wallet. */
export type Wager = {
  kind: 'spin' | 'ticket';
  id: string;
  vendor: string;
  playerId: string;
  gameCode: string;
  /** The wallet's round: the spin itself, or the ticket's draw. */
  walletRound: string;
  currency: string;
  stake: bigint;
  payout: bigint;
};

const TABLE = {
  spin: { table: 'gp_rounds', id: 'round_id', placed: 'PAYING', pending: 'BETTING' },
  ticket: { table: 'gp_tickets', id: 'ticket_id', placed: 'OPEN', pending: 'PLACING' },
} as const;

/** A bet the wallet has not answered for this long is cancelled by the retry job (a bet takes well under 1 s). */
const STALE_BET_SECONDS = 30;

const BET_REFUSALS: Record<string, [number, GamePlayError]> = {
  INSUFFICIENT_FUNDS: [409, GamePlayError.INSUFFICIENT_FUNDS],
  TOKEN_EXPIRED: [403, GamePlayError.TOKEN_EXPIRED],
  TOKEN_INVALID: [403, GamePlayError.TOKEN_INVALID],
  PLAYER_BLOCKED: [403, GamePlayError.PLAYER_BLOCKED],
};

/**
 * Money for rounds and tickets, through the wallet only, so that every outcome is settled exactly once whatever
 * fails: the bet is recorded before it is sent; an unknown answer (time-out, INTERNAL_ERROR) is cancelled by a
 * rollback; a win that did not get through stays PAYING and is sent again (same txId) until the wallet answers.
 * The retry job finishes whatever a crash or an outage left half way.
 */
export function createSettlement(deps: { db: GamesDb; wallet: WalletClient }) {
  const { db, wallet } = deps;

  async function move(wager: Wager, from: readonly string[], to: string, refusal: string | null = null) {
    const { table, id } = TABLE[wager.kind];
    await db.query(
      `update ${table} set status = $2, refusal = coalesce($4, refusal),
         settled_at = case when $2 in ('SETTLED', 'WON', 'LOST', 'CANCELLED', 'REFUSED', 'VOID') then now() else settled_at end
       where ${id} = $1 and status = any($3::text[])`,
      [wager.id, to, from, refusal],
    );
  }

  async function cancel(wager: Wager): Promise<WalletAnswer> {
    const { pending } = TABLE[wager.kind];
    await move(wager, [pending, 'CANCELLING'], 'CANCELLING');
    const ids = txIds(wager.id);
    const answer = await wallet.rollback(wager.vendor, {
      txId: ids.rollback,
      refTxId: ids.bet,
      playerId: wager.playerId,
      roundId: wager.walletRound,
    });
    if (answer.status === 'OK') await move(wager, ['CANCELLING'], 'CANCELLED');
    // The round already has a win: the bet went through after all and stands (a ticket then waits for its draw).
    else if (answer.status === 'ROUND_CLOSED') await move(wager, ['CANCELLING'], TABLE[wager.kind].placed);
    return answer;
  }

  /** Takes the stake: the wager moves on when the wallet took it, and never stays half placed. */
  async function takeStake(wager: Wager, token: string): Promise<WalletAnswer> {
    const { pending, placed } = TABLE[wager.kind];
    const ids = txIds(wager.id);
    const answer = await wallet.bet(wager.vendor, {
      txId: ids.bet,
      token,
      playerId: wager.playerId,
      roundId: wager.walletRound,
      gameCode: wager.gameCode,
      amount: formatAmount(wager.stake),
      currency: wager.currency,
    });
    if (answer.status === 'OK') {
      await move(wager, [pending], placed);
      return answer;
    }
    if (isUnknown(answer)) {
      await cancel(wager);
      throw new GameError(409, GamePlayError.ROUND_CANCELLED);
    }
    await move(wager, [pending], 'REFUSED', answer.status);
    const [statusCode, code] = BET_REFUSALS[answer.status] ?? [503, GamePlayError.UNAVAILABLE];
    throw new GameError(statusCode, code);
  }

  /** Pays what the wager won (0 closes a lost round); the answer is the balance after it, when the wallet gave one. */
  async function pay(wager: Wager): Promise<WalletAnswer> {
    const ids = txIds(wager.id);
    const answer = await wallet.win(wager.vendor, {
      txId: ids.win,
      refTxId: ids.bet,
      playerId: wager.playerId,
      roundId: wager.walletRound,
      gameCode: wager.gameCode,
      amount: formatAmount(wager.payout),
      currency: wager.currency,
      roundClosed: true,
    });
    const settled = wager.kind === 'spin' ? 'SETTLED' : wager.payout > 0n ? 'WON' : 'LOST';
    if (answer.status === 'OK') await move(wager, ['PAYING'], settled);
    else if (!isUnknown(answer)) await move(wager, ['PAYING'], 'VOID', answer.status);
    return answer;
  }

  function wagerOf(
    session: PlaySession,
    input: Omit<Wager, 'vendor' | 'playerId' | 'gameCode' | 'currency'>,
  ): Wager {
    return {
      ...input,
      vendor: session.vendor_code,
      playerId: session.player_id ?? '',
      gameCode: session.game_code,
      currency: session.currency,
    };
  }

  /** A slot spin's money: stake, then the win; the balance the player sees after it. */
  async function playRound(
    session: PlaySession,
    spin: { roundId: string; stake: bigint; payout: bigint },
  ): Promise<string> {
    const wager = wagerOf(session, { kind: 'spin', id: spin.roundId, walletRound: spin.roundId, ...spin });
    const bet = await takeStake(wager, session.launch_token ?? '');
    const win = await pay(wager);
    return win.balance ?? bet.balance ?? '0.00';
  }

  async function placeTicket(
    session: PlaySession,
    ticket: { ticketId: string; drawId: string; stake: bigint },
  ): Promise<string> {
    const wager = wagerOf(session, {
      kind: 'ticket',
      id: ticket.ticketId,
      walletRound: ticket.drawId,
      stake: ticket.stake,
      payout: 0n,
    });
    return (await takeStake(wager, session.launch_token ?? '')).balance ?? '0.00';
  }

  type Pending = {
    id: string;
    status: string;
    vendor_code: string;
    player_id: string;
    game_code: string;
    wallet_round: string;
    currency: string;
    stake: bigint;
    payout: bigint;
    stale: boolean;
  };

  /** Finishes what a crash, a time-out or an outage left half way; answers how many wagers it moved on. */
  async function retryPending(): Promise<number> {
    let done = 0;
    for (const kind of ['spin', 'ticket'] as const) {
      const { table, id, pending } = TABLE[kind];
      const rows = await db.query<Pending>(
        `select ${id} as id, status, vendor_code, player_id, game_code,
                ${kind === 'spin' ? 'round_id' : 'draw_id'} as wallet_round, currency, stake, payout,
                created_at < now() - make_interval(secs => $1) as stale
         from ${table}
         where mode = 'real' and status in ('${pending}', 'PAYING', 'CANCELLING') order by created_at limit 200`,
        [STALE_BET_SECONDS],
      );
      for (const row of rows) {
        const wager: Wager = {
          kind,
          id: row.id,
          vendor: row.vendor_code,
          playerId: row.player_id,
          gameCode: row.game_code,
          walletRound: row.wallet_round,
          currency: row.currency,
          stake: row.stake,
          payout: row.payout,
        };
        if (row.status === 'PAYING') {
          if ((await pay(wager)).status === 'OK') done++;
        } else if (row.status === 'CANCELLING' || row.stale) {
          if ((await cancel(wager)).status === 'OK') done++;
        }
      }
    }
    return done;
  }

  return { playRound, placeTicket, pay, retryPending, move };
}

export type Settlement = ReturnType<typeof createSettlement>;
