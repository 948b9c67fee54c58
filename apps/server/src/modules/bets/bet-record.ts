import type { BetRecord, BetResult, BetStatus } from '@playhall/contracts/bets';
import { formatAmount } from '@playhall/contracts/money';

// A bet as the betting records show it (the member's, and an agent's team record): one mapping for both.

export type BetRow = {
  id: bigint;
  vendor_code: string;
  game_code: string;
  category_code: string;
  round_id: string;
  stake: bigint;
  valid_bet: bigint;
  payout: bigint;
  status: BetStatus;
  created_at: Date | string;
  settled_at: Date | string | null;
};

export type FigureRow = {
  bet_count: bigint | number;
  stake: bigint | null;
  valid_bet: bigint | null;
  payout: bigint | null;
  /** What of `stake` and `payout` belongs to bets still open (absent: none). */
  open_stake?: bigint | null;
  open_payout?: bigint | null;
};

/**
 * Totals of bets: an open bet (a lottery ticket before its draw) counts in the stake but is neither a win nor a
 * loss yet, so the profit is that of the settled bets only.
 */
export function figures(row: FigureRow | undefined) {
  const stake = row?.stake ?? 0n;
  const payout = row?.payout ?? 0n;
  const openStake = row?.open_stake ?? 0n;
  const openPayout = row?.open_payout ?? 0n;
  return {
    betCount: Number(row?.bet_count ?? 0),
    stake: formatAmount(stake),
    validBet: formatAmount(row?.valid_bet ?? 0n),
    payout: formatAmount(payout),
    profit: formatAmount(payout - openPayout - (stake - openStake)),
    openStake: formatAmount(openStake),
  };
}

function resultOf(row: BetRow): BetResult {
  if (row.status === 'ROLLED_BACK') return 'CANCELLED';
  if (row.status === 'OPEN') return 'PENDING';
  return row.payout > row.stake ? 'WIN' : row.payout < row.stake ? 'LOSE' : 'TIE';
}

/** A row of the bets table as a record on screen: a rolled-back bet is listed but counts for nothing. */
export function toBetRecord(row: BetRow, name: string): BetRecord {
  const counted = row.status !== 'ROLLED_BACK';
  return {
    id: row.id.toString(),
    vendor: row.vendor_code,
    gameCode: row.game_code,
    gameName: name,
    category: row.category_code,
    roundId: row.round_id,
    stake: formatAmount(row.stake),
    validBet: formatAmount(counted ? row.valid_bet : 0n),
    payout: formatAmount(row.payout),
    profit: formatAmount(counted && row.status === 'SETTLED' ? row.payout - row.stake : 0n),
    result: resultOf(row),
    status: row.status,
    placedAt: new Date(row.created_at).toISOString(),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
  };
}
