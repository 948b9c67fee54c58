import { z } from 'zod';
import {
  CONTRACT_STATUSES,
  SETTLEMENT_STATUSES,
  zContract,
  zContractKind,
  zContractPeriod,
  zContractTerms,
  zSettlement,
} from './agent-contracts';
import { CONTRACT_SETTING_LIMITS as LIMITS } from './contract-settings';
import { zNumberedPage, zPageQuery } from './paging';

/**
 * The operator console's side of agent contracts (issue 14): the brand's terms for top agents, how settlement
 * runs, every contract, and payments that wait for funds. Every change is audited.
 */

export const zBrandTerms = z.object({
  kind: zContractKind,
  period: zContractPeriod,
  tiers: zContractTerms.shape.tiers,
  isEnabled: z.boolean().describe('The kind’s feature flag'),
  updatedAt: z.string(),
});
export type BrandTerms = z.infer<typeof zBrandTerms>;

export const zContractSettings = z
  .object({
    carryDividendLosses: z.boolean(),
    dailyDelayMinutes: z.number().int().min(LIMITS.dailyDelayMinutes.min).max(LIMITS.dailyDelayMinutes.max),
    hourlyGraceMinutes: z
      .number()
      .int()
      .min(LIMITS.hourlyGraceMinutes.min)
      .max(LIMITS.hourlyGraceMinutes.max),
    realtimeGraceMinutes: z
      .number()
      .int()
      .min(LIMITS.realtimeGraceMinutes.min)
      .max(LIMITS.realtimeGraceMinutes.max),
  })
  .strict();
export type ContractSettings = z.infer<typeof zContractSettings>;

export const zOpsContractOverview = z.object({ terms: z.array(zBrandTerms), settings: zContractSettings });
export type OpsContractOverview = z.infer<typeof zOpsContractOverview>;

export const zUpdateBrandTerms = zContractTerms
  .extend({
    /** Lower terms end the top agents' contracts above them: the operator agrees to that explicitly. */
    endContracts: z.boolean().default(false),
  })
  .strict();
export type UpdateBrandTermsRequest = z.input<typeof zUpdateBrandTerms>;

export const zKindParam = z.object({ kind: zContractKind });

export const zOpsContractsQuery = zPageQuery
  .extend({
    account: z.string().trim().max(64).optional(),
    kind: zContractKind.optional(),
    status: z.enum(CONTRACT_STATUSES).optional(),
  })
  .strict();
export type OpsContractsQuery = z.output<typeof zOpsContractsQuery>;
export const zOpsContractPage = zNumberedPage(zContract);

export const zOpsEndContract = z
  .object({
    action: z.enum(['END', 'TERMINATE']).describe('END: from the next period; TERMINATE: at once'),
    reason: z.string().trim().min(3).max(500),
  })
  .strict();
export type OpsEndContractRequest = z.input<typeof zOpsEndContract>;

export const zOpsSettlementsQuery = zPageQuery
  .extend({
    status: z.enum(SETTLEMENT_STATUSES).optional(),
    kind: zContractKind.optional(),
    account: z.string().trim().max(64).optional(),
  })
  .strict();
export type OpsSettlementsQuery = z.output<typeof zOpsSettlementsQuery>;
export const zOpsSettlementPage = zNumberedPage(zSettlement);

export const zOpsCancelSettlement = z.object({ reason: z.string().trim().min(3).max(500) }).strict();

export const zSettlementRun = z.object({
  done: z.number().int().describe('Settlement rows written plus payments made'),
});

export const zSettlementRetried = z.object({ isPaid: z.boolean() });

/** The journeys' settlement clock (TEST_CLOCK_HOOK): minutes ahead of the real time. */
export const zSettlementClock = z
  .object({
    offsetMinutes: z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 60),
  })
  .strict();
