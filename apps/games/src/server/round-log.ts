import { formatAmount } from '@playhall/contracts/money';
import type { RoundLogEntry } from '@playhall/contracts/provider';
import type { GamesDb } from './games-db';
import { txIds } from './round-ids';

/**
 * Where a wager stands from the provider's side: PENDING (a bet or its rollback is in flight; the settlement job
 * finishes it), STAKED (the wallet took the stake; the win is owed or the draw awaited), SETTLED (the win was paid),
 * or an end in which no stake stands: CANCELLED, REFUSED, VOID.
 */
const STATES: Record<string, RoundLogEntry['state']> = {
  BETTING: 'PENDING',
  PLACING: 'PENDING',
  CANCELLING: 'PENDING',
  PAYING: 'STAKED',
  OPEN: 'STAKED',
  SETTLED: 'SETTLED',
  WON: 'SETTLED',
  LOST: 'SETTLED',
  CANCELLED: 'CANCELLED',
  REFUSED: 'REFUSED',
  VOID: 'VOID',
};

type Row = {
  kind: 'spin' | 'ticket';
  id: string;
  vendor_code: string;
  player_id: string;
  stake: bigint | string;
  payout: bigint | string;
  status: string;
  created_at: Date | string;
};

/** Rounds and tickets stand in one log: both are one bet and one win in the wallet. */
const LOG_SQL = `
  select 'spin' as kind, round_id as id, vendor_code, player_id, stake, payout, status, created_at
    from gp_rounds
   where mode = 'real' and vendor_code = $1 and created_at >= $2 and created_at < $3
  union all
  select 'ticket', ticket_id, vendor_code, player_id, stake, payout, status, created_at
    from gp_tickets
   where mode = 'real' and vendor_code = $1 and created_at >= $2 and created_at < $3
  order by created_at, id`;

/**
 * The provider's round log (PROVIDER-PROTOCOL.md rule 7): every real-money wager of a vendor in a period, for the
 * wallet to reconcile against its records, and the void that repairs a wager the wallet never took.
 */
export function createRoundLog(db: GamesDb) {
  async function list(vendor: string, from: Date, to: Date): Promise<RoundLogEntry[]> {
    const rows = await db.query<Row>(LOG_SQL, [vendor, from.toISOString(), to.toISOString()]);
    return rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      vendor: row.vendor_code,
      playerId: row.player_id,
      betTxId: txIds(row.id).bet,
      stake: formatAmount(BigInt(row.stake)),
      payout: formatAmount(BigInt(row.payout)),
      state: STATES[row.status] ?? 'PENDING',
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  /**
   * Voids wagers whose stake the wallet does not hold: a round the player never paid for must not pay out. Only
   * wagers that still claim a stake are touched; the answer is the ids voided now (a second call voids none).
   */
  async function voidWagers(vendor: string, betTxIds: readonly string[]): Promise<string[]> {
    const ids = betTxIds.filter((txId) => txId.endsWith('-bet')).map((txId) => txId.slice(0, -4));
    if (ids.length === 0) return [];
    const rows = await db.query<{ id: string }>(
      `with spins as (
         update gp_rounds set status = 'VOID', refusal = 'RECONCILED', settled_at = now()
          where vendor_code = $1 and round_id = any($2::text[]) and status in ('PAYING', 'SETTLED')
          returning round_id as id),
       tickets as (
         update gp_tickets set status = 'VOID', refusal = 'RECONCILED', settled_at = now()
          where vendor_code = $1 and ticket_id = any($2::text[]) and status in ('OPEN', 'PAYING', 'WON', 'LOST')
          returning ticket_id as id)
       select id from spins union all select id from tickets`,
      [vendor, ids],
    );
    return rows.map((row) => txIds(row.id).bet);
  }

  return { list, voidWagers };
}

export type RoundLog = ReturnType<typeof createRoundLog>;
