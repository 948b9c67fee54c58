import { z } from 'zod';

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
  /** The agent's own income in the period: transfers received (salaries and dividends join with contracts). */
  income: z.object({ transfersIn: z.string(), total: z.string() }),
  /** The whole team, day by day, oldest first, every day of the period. */
  days: z.array(zTeamDay),
});
export type TeamOverview = z.infer<typeof zTeamOverview>;
