import type { BetRecord, BetResult, BetStatus } from '@playhall/contracts/bets';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type { LanguageCode } from '@playhall/contracts/languages';
import { formatAmount } from '@playhall/contracts/money';
import { pageCount } from '@playhall/contracts/paging';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { type GameCatalogue, gameName } from '../catalogue/game-catalogue';

type BetRow = {
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

type FigureRow = {
  bet_count: bigint | number;
  stake: bigint | null;
  valid_bet: bigint | null;
  payout: bigint | null;
};

export function figures(row: FigureRow | undefined) {
  const stake = row?.stake ?? 0n;
  const payout = row?.payout ?? 0n;
  return {
    betCount: Number(row?.bet_count ?? 0),
    stake: formatAmount(stake),
    validBet: formatAmount(row?.valid_bet ?? 0n),
    payout: formatAmount(payout),
    profit: formatAmount(payout - stake),
  };
}

function resultOf(row: BetRow): BetResult {
  if (row.status === 'ROLLED_BACK') return 'CANCELLED';
  if (row.status === 'OPEN') return 'PENDING';
  return row.payout > row.stake ? 'WIN' : row.payout < row.stake ? 'LOSE' : 'TIE';
}

export type BetFilter = {
  category?: string | undefined;
  vendor?: string | undefined;
  status?: BetStatus | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  pageNo: number;
  pageSize: number;
};

const MAX_RANGE_DAYS = 93;

/**
 * The betting record (member centre personalHistoryCopy): the member's bets from the bets table the wallet keeps,
 * newest first, with the filter's totals. Rolled-back bets are listed but count for nothing.
 */
export function createBetRecords(database: Database, catalogue: GameCatalogue) {
  async function list(memberId: bigint, filter: BetFilter, language: LanguageCode) {
    const end = filter.endDate ? new Date(filter.endDate) : new Date();
    const start = filter.startDate ? new Date(filter.startDate) : new Date(end.getTime() - 7 * 86_400_000);
    if (start > end || end.getTime() - start.getTime() > MAX_RANGE_DAYS * 86_400_000) {
      throw new AppError(
        400,
        ErrorCode.VALIDATION_FAILED,
        `A period of at most ${MAX_RANGE_DAYS} days, start before end.`,
      );
    }
    const where = `member_id = $1 and created_at >= $2 and created_at < $3
      and ($4::text is null or category_code = $4) and ($5::text is null or vendor_code = $5)
      and ($6::text is null or status = $6)`;
    const params = [
      memberId,
      start.toISOString(),
      end.toISOString(),
      filter.category ?? null,
      filter.vendor ?? null,
      filter.status ?? null,
    ];
    const [totals] = await database.query<FigureRow & { total: bigint }>(
      `select count(*)::bigint as total,
              count(*) filter (where status <> 'ROLLED_BACK')::bigint as bet_count,
              (sum(stake) filter (where status <> 'ROLLED_BACK'))::bigint as stake,
              (sum(valid_bet) filter (where status <> 'ROLLED_BACK'))::bigint as valid_bet,
              (sum(payout) filter (where status <> 'ROLLED_BACK'))::bigint as payout
       from bets where ${where}`,
      params,
    );
    const rows = await database.query<BetRow>(
      `select id, vendor_code, game_code, category_code, round_id, stake, valid_bet, payout, status, created_at,
              settled_at
       from bets where ${where} order by created_at desc, id desc limit $7 offset $8`,
      [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
    );
    const totalElements = Number(totals?.total ?? 0n);
    const content: BetRecord[] = [];
    for (const row of rows) {
      const game = await catalogue.byCode(row.game_code, row.vendor_code);
      const counted = row.status !== 'ROLLED_BACK';
      content.push({
        id: row.id.toString(),
        vendor: row.vendor_code,
        gameCode: row.game_code,
        gameName: game ? gameName(game, language) : row.game_code,
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
      });
    }
    return {
      content,
      pageNo: filter.pageNo,
      pageSize: filter.pageSize,
      totalPages: pageCount(totalElements, filter.pageSize),
      totalElements,
      totals: figures(totals),
    };
  }

  return { list };
}
