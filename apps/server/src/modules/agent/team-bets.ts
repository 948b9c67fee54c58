import type { TeamBetPage, TeamBetsQuery } from '@playhall/contracts/agent-reports';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type { LanguageCode } from '@playhall/contracts/languages';
import { formatAmount } from '@playhall/contracts/money';
import { pageCount } from '@playhall/contracts/paging';
import type { Brand } from '@playhall/contracts/system';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { checkPeriod } from '../../http/report-period';
import { toBetRecord } from '../bets/bet-record';
import { type GameCatalogue, gameName } from '../catalogue/game-catalogue';
import { selectMemberByAccount } from '../member/queries';
import { requireInTeam } from '../member/team-scope';
import { countTeamBets, selectTeamBets, sumTeamDailyBets, type TeamBetFilter } from './team-bet-queries';

/**
 * The agent centre's betting record (personalHistoryCopy): the bets of the whole team or of one downline, newest
 * first, with the filter's totals. The whole team's totals by period and category come from its daily rows; a
 * vendor, a status or one member is counted from the bets themselves.
 */
export function createTeamBets({
  database,
  catalogue,
  brand,
}: {
  database: Database;
  catalogue: GameCatalogue;
  brand: () => Promise<Brand>;
}) {
  /** The one downline asked for, by id or by account; an unknown account is answered like a stranger's. */
  async function downlineOf(query: TeamBetsQuery): Promise<bigint | null> {
    if (query.memberId !== undefined) return BigInt(query.memberId);
    if (query.account === undefined) return null;
    const member = await selectMemberByAccount(database.db, query.account);
    if (!member) throw new AppError(404, ErrorCode.NOT_IN_TEAM, 'No such member in your team.');
    return member.id;
  }

  return async function teamBets(
    agentId: bigint,
    query: TeamBetsQuery,
    language: LanguageCode,
  ): Promise<TeamBetPage> {
    checkPeriod(query.startDate, query.endDate);
    const memberId = await downlineOf(query);
    if (memberId !== null) await requireInTeam(database, agentId, memberId);
    const filter: TeamBetFilter = {
      agentId,
      startDate: query.startDate,
      endDate: query.endDate,
      timeZone: (await brand()).timeZone,
      memberId,
      category: query.category ?? null,
      vendor: query.vendor ?? null,
      status: query.status ?? null,
    };
    const fromDailyRows = memberId === null && filter.vendor === null && filter.status === null;
    const [rows, totals] = await Promise.all([
      selectTeamBets(database, filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
      fromDailyRows
        ? sumTeamDailyBets(database, agentId, query.startDate, query.endDate, filter.category)
        : countTeamBets(database, filter),
    ]);
    const content = [];
    for (const row of rows) {
      const game = await catalogue.byCode(row.game_code, row.vendor_code);
      content.push({
        ...toBetRecord(row, game ? gameName(game, language) : row.game_code),
        account: row.account,
      });
    }
    return {
      content,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalPages: pageCount(totals.bet_count, query.pageSize),
      totalElements: totals.bet_count,
      totals: {
        betCount: totals.bet_count,
        validBet: formatAmount(totals.valid_bet),
        payout: formatAmount(totals.payout),
        profit: formatAmount(totals.payout - totals.valid_bet),
      },
    };
  };
}

export type TeamBets = ReturnType<typeof createTeamBets>;
