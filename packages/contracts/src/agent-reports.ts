import { z } from 'zod';
import { zBetRecord } from './bets';
import { GAME_CATEGORIES } from './games';
import { zNumberedPage, zPageQuery } from './paging';
import { BET_STATUSES, INCOME_TYPES, TEAM_MOVEMENT_TYPES } from './record-types';

/** Days of the brand's time zone, first and last included (agent centre reports, member-and-agent-centres §2). */
export const zReportPeriodQuery = z
  .object({
    startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day as YYYY-MM-DD'),
    endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day as YYYY-MM-DD'),
  })
  .strict();
export type ReportPeriodQuery = z.infer<typeof zReportPeriodQuery>;

/** A team's figures over a period: money as decimal strings, counts as integers. */
export const zTeamFigures = z.object({
  newMembers: z.number().int(),
  /** Members who placed a bet in the period (each counted once). */
  activeMembers: z.number().int(),
  firstDepositors: z.number().int(),
  depositCount: z.number().int(),
  deposits: z.string(),
  withdrawalCount: z.number().int(),
  withdrawals: z.string(),
  betCount: z.number().int(),
  validBet: z.string(),
  payout: z.string(),
  /** Players' profit and loss: payouts minus valid bets (negative when the players lost). */
  playerProfit: z.string(),
  bonuses: z.string(),
  rebates: z.string(),
});
export type TeamFigures = z.infer<typeof zTeamFigures>;

export const zTeamDay = z.object({
  day: z.string(),
  activeMembers: z.number().int(),
  newMembers: z.number().int(),
  deposits: z.string(),
  withdrawals: z.string(),
  validBet: z.string(),
  playerProfit: z.string(),
});
export type TeamDay = z.infer<typeof zTeamDay>;

export const zTeamOverview = z.object({
  startDate: z.string(),
  endDate: z.string(),
  teamSize: z.object({ direct: z.number().int(), team: z.number().int() }),
  /** Direct downlines only, and the whole downline at any depth (the agent itself is in neither). */
  direct: zTeamFigures,
  team: zTeamFigures,
  /** The agent's own income in the period: transfers received, and what its contracts paid it (issue 14). */
  income: z.object({ transfersIn: z.string(), contracts: z.string(), total: z.string() }),
  /** The whole team, day by day, oldest first, every day of the period. */
  days: z.array(zTeamDay),
});
export type TeamOverview = z.infer<typeof zTeamOverview>;

export const DOWNLINE_SORTS = [
  'account',
  'type',
  'level',
  'balance',
  'teamSize',
  'lastLogin',
  'registered',
  'status',
] as const;
export type DownlineSort = (typeof DOWNLINE_SORTS)[number];

/**
 * downlineManagmentView: the direct downlines of `parentId` (the agent itself when absent), or with `search` every
 * member of that branch whose account contains it.
 */
export const zDownlineQuery = z
  .object({
    parentId: z
      .string()
      .regex(/^\d{1,18}$/)
      .optional(),
    search: z.string().trim().min(1).max(40).optional(),
    sort: z.enum(DOWNLINE_SORTS).default('registered'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .extend(zPageQuery.shape)
  .strict();
export type DownlineQuery = z.infer<typeof zDownlineQuery>;

export const zDownline = z.object({
  id: z.string(),
  account: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  /** Levels below the calling agent (1: a direct downline). */
  level: z.number().int(),
  balance: z.string(),
  /** Members below this one, at any depth. */
  teamSize: z.number().int(),
  lastLoginAt: z.string().nullable(),
  registeredAt: z.string(),
  status: z.enum(['ACTIVE', 'LOCKED']),
});
export type Downline = z.infer<typeof zDownline>;

export const zDownlinePage = zNumberedPage(zDownline).extend({
  /** From the calling agent down to the listed parent, for a breadcrumb back up the chain. */
  chain: z.array(z.object({ id: z.string(), account: z.string() })),
});
export type DownlinePage = z.infer<typeof zDownlinePage>;

export const PROFIT_SORTS = [
  'account',
  'betCount',
  'validBet',
  'payout',
  'bonuses',
  'rebates',
  'profit',
] as const;
export type ProfitSort = (typeof PROFIT_SORTS)[number];

/** palStatementsAgentCopy: each direct downline's figures (its own and its team's) over a period. */
export const zTeamProfitQuery = zReportPeriodQuery
  .extend({
    sort: z.enum(PROFIT_SORTS).default('validBet'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .extend(zPageQuery.shape)
  .strict();
export type TeamProfitQuery = z.infer<typeof zTeamProfitQuery>;

const zProfitFigures = z.object({
  betCount: z.number().int(),
  validBet: z.string(),
  payout: z.string(),
  bonuses: z.string(),
  rebates: z.string(),
  /** What the players gained: payouts, bonuses and rebates minus valid bets (negative when they lost). */
  profit: z.string(),
});
export type ProfitFigures = z.infer<typeof zProfitFigures>;

export const zTeamProfitRow = zProfitFigures.extend({
  id: z.string(),
  account: z.string(),
  isAgent: z.boolean(),
  /** Members below this downline whose figures are in its row. */
  teamSize: z.number().int(),
});
export type TeamProfitRow = z.infer<typeof zTeamProfitRow>;

export const zTeamProfitPage = zNumberedPage(zTeamProfitRow).extend({
  /** The whole team: every direct downline's row summed, on every page. */
  total: zProfitFigures,
});
export type TeamProfitPage = z.infer<typeof zTeamProfitPage>;

/** personalHistoryCopy in the agent centre: the team's bets, or one downline's, over brand days. */
export const zTeamBetsQuery = zReportPeriodQuery
  .extend({
    memberId: z
      .string()
      .regex(/^\d{1,18}$/)
      .optional(),
    /** One downline by its account name (the page's filter), instead of its id. */
    account: z.string().trim().min(1).max(40).optional(),
    category: z.enum(GAME_CATEGORIES).optional(),
    vendor: z.string().min(1).max(40).optional(),
    status: z.enum(BET_STATUSES).optional(),
  })
  .extend(zPageQuery.shape)
  .strict();
export type TeamBetsQuery = z.infer<typeof zTeamBetsQuery>;

export const zTeamBetTotals = z.object({
  betCount: z.number().int(),
  validBet: z.string(),
  payout: z.string(),
  /** Players' profit and loss: payouts minus valid bets. */
  profit: z.string(),
});
export type TeamBetTotals = z.infer<typeof zTeamBetTotals>;

export const zTeamBetPage = zNumberedPage(zBetRecord.extend({ account: z.string() })).extend({
  /** Over every page of the filter; rolled-back bets are not listed unless asked for, and count for nothing. */
  totals: zTeamBetTotals,
});
export type TeamBetPage = z.infer<typeof zTeamBetPage>;

/** agentDownlineTransactionDetailsCopy: the team's money movements over brand days; agentRevenueReport: mine. */
export const zTeamMovementsQuery = zReportPeriodQuery
  .extend({
    account: z.string().trim().min(1).max(40).optional(),
    type: z.enum(TEAM_MOVEMENT_TYPES).optional(),
  })
  .extend(zPageQuery.shape)
  .strict();
export type TeamMovementsQuery = z.infer<typeof zTeamMovementsQuery>;

export const zIncomeQuery = zReportPeriodQuery
  .extend({ type: z.enum(INCOME_TYPES).optional() })
  .extend(zPageQuery.shape)
  .strict();
export type IncomeQuery = z.infer<typeof zIncomeQuery>;

export const zMovement = z.object({
  id: z.string(),
  account: z.string(),
  type: z.string(),
  /** Into the member's main wallet when positive, out of it when negative. */
  amount: z.string(),
  balanceAfter: z.string(),
  /** The other member of a transfer, when there is one. */
  counterparty: z.string().nullable(),
  at: z.string(),
});
export type Movement = z.infer<typeof zMovement>;

export const zMovementPage = zNumberedPage(zMovement).extend({
  /** Per type over every page of the filter: how many movements and their sum. */
  totals: z.array(z.object({ type: z.string(), count: z.number().int(), amount: z.string() })),
});
export type MovementPage = z.infer<typeof zMovementPage>;
