import type { BetRecord, BetStatus } from '@playhall/contracts/bets';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type { LanguageCode } from '@playhall/contracts/languages';
import { pageCount } from '@playhall/contracts/paging';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { type GameCatalogue, gameName } from '../catalogue/game-catalogue';
import { type BetRow, type FigureRow, figures, toBetRecord } from './bet-record';

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
 * newest first, with the filter's totals. Rolled-back bets are listed but count for nothing; open ones count in the
 * stake but not in the profit.
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
              (sum(payout) filter (where status <> 'ROLLED_BACK'))::bigint as payout,
              (sum(stake) filter (where status = 'OPEN'))::bigint as open_stake,
              (sum(payout) filter (where status = 'OPEN'))::bigint as open_payout
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
      content.push(toBetRecord(row, game ? gameName(game, language) : row.game_code));
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
