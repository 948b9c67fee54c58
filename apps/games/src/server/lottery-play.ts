import {
  GamePlayError,
  type LotteryView,
  type TicketAnswer,
  type TicketView,
} from '@playhall/contracts/games-play';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import { toJsonSafe } from '../engines/json-safe';
import { settleLotteryBet, validateLotteryBet } from '../engines/lottery/bets';
import { lotteryDescription } from '../engines/lottery/describe-lottery';
import type { LotteryFamily, LotteryResult } from '../engines/lottery/lottery-types';
import { engineFor } from './engine-for';
import { GameError } from './game-error';
import type { GamesDb } from './games-db';
import type { LotteryDraws } from './lottery-draws';
import { newRoundId } from './round-ids';
import type { PlaySession } from './sessions';
import type { Settlement } from './settlement';

type TicketRow = {
  ticket_id: string;
  draw_id: string;
  bet_type: string;
  selection: string;
  stake: bigint;
  payout: bigint;
  status: string;
  created_at: Date | string;
  settled_at: Date | string | null;
};

const SHOWN_STATUS: Record<string, TicketView['status']> = {
  OPEN: 'OPEN',
  PAYING: 'OPEN',
  WON: 'WON',
  LOST: 'LOST',
};

function ticketView(row: TicketRow): TicketView {
  return {
    ticketId: row.ticket_id,
    drawId: row.draw_id,
    betType: row.bet_type,
    selection: row.selection,
    stake: formatAmount(row.stake),
    payout: formatAmount(row.payout),
    status: SHOWN_STATUS[row.status] ?? 'CANCELLED',
    placedAt: new Date(row.created_at).toISOString(),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
  };
}

const TICKET_COLUMNS =
  'ticket_id, draw_id, bet_type, selection, stake, payout, status, created_at, settled_at';

function familyOf(session: PlaySession): LotteryFamily {
  const { family } = engineFor(session.vendor_code, session.category);
  if (!family) throw new GameError(409, GamePlayError.WRONG_ENGINE);
  return family;
}

/**
 * Lottery tickets on scheduled draws: a ticket is a bet on the open draw (the draw is the wallet's round); the
 * draw job settles every open ticket of a drawn draw with its win (0 for a loss).
 */
export function createLotteryPlay(deps: { db: GamesDb; draws: LotteryDraws; settlement: Settlement }) {
  const { db, draws, settlement } = deps;

  async function view(session: PlaySession): Promise<LotteryView> {
    const family = familyOf(session);
    const description = toJsonSafe(lotteryDescription(family));
    const state = await draws.state(family);
    return {
      family,
      game: description.game,
      labelKey: description.labelKey,
      label: description.label,
      schedule: toJsonSafe(draws.scheduleOf(family)),
      closesBeforeDrawSeconds: description.closesBeforeDrawSeconds,
      stake: {
        min: formatAmount(BigInt(description.stake.min)),
        max: formatAmount(BigInt(description.stake.max)),
        step: formatAmount(BigInt(description.stake.step)),
      },
      betTypes: description.betTypes.map((type) => ({
        ...type,
        odds: type.odds.map(({ tier, labelKey, label, oddsHundredths }) => ({
          tier,
          labelKey,
          label,
          odds: formatAmount(BigInt(oddsHundredths)),
        })),
      })),
      current: state.current,
      isBettingOpen: state.isBettingOpen,
      previous: state.previous,
      serverTime: new Date().toISOString(),
    };
  }

  async function place(
    session: PlaySession,
    input: { betType: string; selection: string; stake: string },
  ): Promise<TicketAnswer> {
    const family = familyOf(session);
    const checked = validateLotteryBet(family, { ...input, stake: parseAmount(input.stake) });
    if (!checked.ok) throw new GameError(400, GamePlayError[checked.error]);
    const { current, isBettingOpen } = await draws.around(family);
    if (!isBettingOpen) throw new GameError(409, GamePlayError.BETTING_CLOSED);
    await draws.ensure(current);
    const ticketId = newRoundId('T');
    const { bet } = checked;
    let demoBalance: bigint | null = null;
    await db.transaction(async (tx) => {
      if (session.mode === 'demo') {
        const [row] = await tx.query<{ demo_balance: bigint }>(
          `update gp_sessions set demo_balance = demo_balance - $2::bigint
           where token_hash = $1 and demo_balance >= $2::bigint returning demo_balance`,
          [session.token_hash, bet.stake],
        );
        if (!row) throw new GameError(409, GamePlayError.INSUFFICIENT_FUNDS);
        demoBalance = row.demo_balance;
      }
      await tx.query(
        `insert into gp_tickets (ticket_id, family, draw_id, owner, mode, player_id, vendor_code, game_code, bet_type,
           selection, currency, stake, status)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          ticketId,
          family,
          current.id,
          session.owner,
          session.mode,
          session.player_id,
          session.vendor_code,
          session.game_code,
          bet.betType,
          bet.selection,
          session.currency,
          bet.stake,
          session.mode === 'demo' ? 'OPEN' : 'PLACING',
        ],
      );
    });
    const balance =
      demoBalance !== null
        ? formatAmount(demoBalance)
        : await settlement.placeTicket(session, { ticketId, drawId: current.id, stake: bet.stake });
    const [row] = await db.query<TicketRow>(`select ${TICKET_COLUMNS} from gp_tickets where ticket_id = $1`, [
      ticketId,
    ]);
    if (!row) throw new Error(`ticket ${ticketId} vanished`);
    return { ticket: ticketView(row), balance };
  }

  /** The player's tickets of this lottery (the session's family), newest first. */
  async function tickets(session: PlaySession, limit = 50): Promise<TicketView[]> {
    const rows = await db.query<TicketRow>(
      `select ${TICKET_COLUMNS} from gp_tickets
       where owner = $1 and family = $3 and status not in ('PLACING', 'REFUSED')
       order by created_at desc limit $2`,
      [session.owner, limit, familyOf(session)],
    );
    return rows.map(ticketView);
  }

  type OpenTicket = TicketRow & {
    family: LotteryFamily;
    owner: string;
    mode: string;
    player_id: string | null;
    vendor_code: string;
    game_code: string;
    currency: string;
    result: LotteryResult;
  };

  /** Settles every open ticket of a drawn draw; answers how many it settled. */
  async function settleDrawn(): Promise<number> {
    const open = await db.query<OpenTicket>(
      `select t.ticket_id, t.draw_id, t.bet_type, t.selection, t.stake, t.payout, t.status, t.created_at, t.settled_at,
              t.family, t.owner, t.mode, t.player_id, t.vendor_code, t.game_code, t.currency, d.result
       from gp_tickets t join gp_draws d on d.family = t.family and d.draw_id = t.draw_id
       where t.status = 'OPEN' and d.result is not null order by t.created_at limit 500`,
    );
    let settled = 0;
    for (const ticket of open) {
      const payout = settleLotteryBet(
        ticket.family,
        { family: ticket.family, betType: ticket.bet_type, selection: ticket.selection, stake: ticket.stake },
        ticket.result,
      );
      if (ticket.mode === 'demo') {
        await db.transaction(async (tx) => {
          const moved = await tx.query(
            `update gp_tickets set status = $2, payout = $3, settled_at = now() where ticket_id = $1 and status = 'OPEN'
             returning ticket_id`,
            [ticket.ticket_id, payout > 0n ? 'WON' : 'LOST', payout],
          );
          if (moved.length > 0 && payout > 0n) {
            await tx.query(
              `update gp_sessions set demo_balance = demo_balance + $2::bigint where token_hash = decode($1, 'hex')`,
              [ticket.owner.slice('demo:'.length), payout],
            );
          }
        });
        settled++;
        continue;
      }
      await db.query(
        `update gp_tickets set status = 'PAYING', payout = $2 where ticket_id = $1 and status = 'OPEN'`,
        [ticket.ticket_id, payout],
      );
      const answer = await settlement.pay({
        kind: 'ticket',
        id: ticket.ticket_id,
        vendor: ticket.vendor_code,
        playerId: ticket.player_id ?? '',
        gameCode: ticket.game_code,
        walletRound: ticket.draw_id,
        currency: ticket.currency,
        stake: ticket.stake,
        payout,
      });
      if (answer.status === 'OK') settled++;
    }
    return settled;
  }

  return { view, place, tickets, settleDrawn };
}
