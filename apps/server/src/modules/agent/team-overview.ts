import type { TeamFigures, TeamOverview } from '@playhall/contracts/agent-reports';
import { formatAmount } from '@playhall/contracts/money';
import type { Database } from '../../db/database';
import { checkPeriod } from '../../http/report-period';
import { selectContractIncome } from '../contracts/income';
import {
  type BetSums,
  type MoneySums,
  type Scope,
  selectActiveMembers,
  selectOwnMoneySums,
  selectTeamBetSums,
  selectTeamDays,
  selectTeamMoneySums,
  selectTeamSize,
} from '../team-figures/queries';

const EMPTY_BETS: BetSums = { bet_count: 0, valid_bet: 0n, payout: 0n };

function teamFigures(bets: BetSums | undefined, money: MoneySums | undefined, active: number): TeamFigures {
  const b = bets ?? EMPTY_BETS;
  return {
    newMembers: money?.registered ?? 0,
    activeMembers: active,
    firstDepositors: money?.first_deposits ?? 0,
    depositCount: money?.deposit_count ?? 0,
    deposits: formatAmount(money?.deposits ?? 0n),
    withdrawalCount: money?.withdrawal_count ?? 0,
    withdrawals: formatAmount(money?.withdrawals ?? 0n),
    betCount: b.bet_count,
    validBet: formatAmount(b.valid_bet),
    payout: formatAmount(b.payout),
    playerProfit: formatAmount(b.payout - b.valid_bet),
    bonuses: formatAmount(money?.bonuses ?? 0n),
    rebates: formatAmount(money?.rebates ?? 0n),
  };
}

/** agentTeamOverview: the team's figures of a period, direct downlines beside the whole team, and day by day. */
export function createTeamOverview(database: Database) {
  return async function teamOverview(
    agentId: bigint,
    startDate: string,
    endDate: string,
  ): Promise<TeamOverview> {
    checkPeriod(startDate, endDate);
    const [size, bets, money, active, own, days, contracts] = await Promise.all([
      selectTeamSize(database, agentId),
      selectTeamBetSums(database, agentId, startDate, endDate),
      selectTeamMoneySums(database, agentId, startDate, endDate),
      selectActiveMembers(database, agentId, startDate, endDate),
      selectOwnMoneySums(database, agentId, startDate, endDate),
      selectTeamDays(database, agentId, startDate, endDate),
      selectContractIncome(database, agentId, startDate, endDate),
    ]);
    const figuresOf = (scope: Scope) =>
      teamFigures(
        bets.find((row) => row.scope === scope),
        money.find((row) => row.scope === scope),
        active.find((row) => row.scope === scope)?.members ?? 0,
      );
    return {
      startDate,
      endDate,
      teamSize: size,
      direct: figuresOf('D'),
      team: figuresOf('T'),
      income: {
        transfersIn: formatAmount(own.transfers_in),
        contracts: formatAmount(contracts),
        total: formatAmount(own.transfers_in + contracts),
      },
      days: days.map((day) => ({
        day: day.day,
        activeMembers: day.active,
        newMembers: day.registered,
        deposits: formatAmount(day.deposits),
        withdrawals: formatAmount(day.withdrawals),
        validBet: formatAmount(day.valid_bet),
        playerProfit: formatAmount(day.payout - day.valid_bet),
      })),
    };
  };
}

export type TeamOverviewReport = ReturnType<typeof createTeamOverview>;
