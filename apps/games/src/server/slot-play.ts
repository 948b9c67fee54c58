import {
  GamePlayError,
  type SlotRoundView,
  type SlotView,
  type SpinAnswer,
} from '@playhall/contracts/games-play';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import { exactRtp } from '../engines/slot/exact-rtp';
import { slotFor } from '../engines/slot/slot-for';
import type { SlotResult } from '../engines/slot/slot-types';
import { SLOT_STAKES, spinSlot, validateStake } from '../engines/slot/spin-slot';
import { FairRandom } from '../fair/fair-random';
import { GameError } from './game-error';
import type { GamesDb } from './games-db';
import { newRoundId } from './round-ids';
import type { Seeds } from './seeds';
import type { PlaySession } from './sessions';
import type { Settlement } from './settlement';

export function slotView(gameCode: string): SlotView {
  const slot = slotFor(gameCode);
  return {
    gameCode,
    themeId: slot.themeId,
    themeName: slot.themeName,
    volatility: slot.volatility,
    rtp: Math.round(exactRtp(slot) * 10_000) / 10_000,
    symbols: slot.symbols.map((symbol) => ({ ...symbol })),
    paylines: slot.paylines.map((line) => [...line]),
    linePays: slot.linePays.map((pays) => [pays[0], pays[1], pays[2]]),
    scatterPays: [slot.scatterPays[0], slot.scatterPays[1], slot.scatterPays[2]],
    stakes: SLOT_STAKES.map(formatAmount),
  };
}

/** What the round log keeps of a spin: enough to show it again and to verify it. */
export type StoredSpin = {
  grid: number[][];
  lineWins: { line: number; symbol: number; count: number; payout: string }[];
  scatterWin: { count: number; payout: string } | null;
};

export function storedSpin(result: SlotResult): StoredSpin {
  return {
    grid: result.grid,
    lineWins: result.lineWins.map((win) => ({ ...win, payout: formatAmount(win.payout) })),
    scatterWin: result.scatterWin
      ? { count: result.scatterWin.count, payout: formatAmount(result.scatterWin.payout) }
      : null,
  };
}

type RoundRow = {
  round_id: string;
  stake: bigint;
  payout: bigint;
  outcome: StoredSpin;
  status: string;
  nonce: number;
  server_seed_hash: string;
  client_seed: string;
  server_seed: string;
  revealed: boolean;
  created_at: Date | string;
};

export function roundView(row: RoundRow): SlotRoundView {
  return {
    roundId: row.round_id,
    stake: formatAmount(row.stake),
    payout: formatAmount(row.payout),
    grid: row.outcome.grid,
    lineWins: row.outcome.lineWins,
    scatterWin: row.outcome.scatterWin,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    status: row.status === 'SETTLED' ? 'SETTLED' : 'WIN_PENDING',
    playedAt: new Date(row.created_at).toISOString(),
    ...(row.revealed ? { serverSeed: row.server_seed } : {}),
  };
}

const ROUND_COLUMNS = `r.round_id, r.stake, r.payout, r.outcome, r.status, r.nonce, s.server_seed_hash, s.client_seed,
  s.server_seed, s.revealed_at is not null as revealed, r.created_at`;

/**
 * A spin: claim the nonce and record the round (status BETTING) before any money moves, then take the stake and
 * pay the win through the wallet (settlement.ts). Demo spins move play money in the same transaction instead.
 */
export function createSlotPlay(deps: { db: GamesDb; seeds: Seeds; settlement: Settlement }) {
  const { db, seeds, settlement } = deps;

  async function spin(session: PlaySession, stakeText: string): Promise<SpinAnswer> {
    if (session.engine !== 'slot') throw new GameError(409, GamePlayError.WRONG_ENGINE);
    const stake = parseAmount(stakeText);
    if (validateStake(stake) !== null) throw new GameError(400, GamePlayError.STAKE);
    const definition = slotFor(session.game_code);
    const roundId = newRoundId('S');

    const recorded = await db.transaction(async (tx) => {
      const seed = await seeds.nextRound(tx, session.owner);
      const result = spinSlot(
        definition,
        new FairRandom(seed.serverSeed, seed.clientSeed, seed.nonce),
        stake,
      );
      let demoBalance: bigint | null = null;
      if (session.mode === 'demo') {
        const [row] = await tx.query<{ demo_balance: bigint }>(
          `update gp_sessions set demo_balance = demo_balance - $2::bigint + $3::bigint
           where token_hash = $1 and demo_balance >= $2::bigint returning demo_balance`,
          [session.token_hash, stake, result.payout],
        );
        if (!row) throw new GameError(409, GamePlayError.INSUFFICIENT_FUNDS);
        demoBalance = row.demo_balance;
      }
      await tx.query(
        `insert into gp_rounds (round_id, owner, mode, player_id, vendor_code, game_code, seed_id, nonce, stake,
           payout, outcome, status, settled_at, currency)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, case when $12 = 'SETTLED' then now() end,
           $13)`,
        [
          roundId,
          session.owner,
          session.mode,
          session.player_id,
          session.vendor_code,
          session.game_code,
          seed.seedId,
          seed.nonce,
          stake,
          result.payout,
          JSON.stringify(storedSpin(result)),
          session.mode === 'demo' ? 'SETTLED' : 'BETTING',
          session.currency,
        ],
      );
      return { result, demoBalance };
    });

    let balance: string;
    if (recorded.demoBalance !== null) {
      balance = formatAmount(recorded.demoBalance);
    } else {
      balance = await settlement.playRound(session, {
        roundId,
        stake,
        payout: recorded.result.payout,
      });
    }
    const [row] = await db.query<RoundRow>(
      `select ${ROUND_COLUMNS} from gp_rounds r join gp_seeds s on s.id = r.seed_id where r.round_id = $1`,
      [roundId],
    );
    if (!row) throw new Error(`round ${roundId} vanished`);
    return { round: roundView(row), balance, fairness: await seeds.fairness(session.owner) };
  }

  async function history(session: PlaySession, limit = 30): Promise<SlotRoundView[]> {
    const rows = await db.query<RoundRow>(
      `select ${ROUND_COLUMNS} from gp_rounds r join gp_seeds s on s.id = r.seed_id
       where r.owner = $1 and r.status in ('SETTLED', 'PAYING') order by r.created_at desc limit $2`,
      [session.owner, limit],
    );
    return rows.map(roundView);
  }

  return { spin, history };
}
