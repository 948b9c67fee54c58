import { z } from 'zod';
import { CONTRACT_KINDS, type ContractKind, DIVIDEND_PERIODS, MAX_TIERS, parseRate } from './contract-terms';
import { isAmount } from './money';
import { zNumberedPage, zPageQuery } from './paging';
import { zClientRequestId } from './wallet';

export * from './contract-terms';

/**
 * Agent contracts and their settlements (issue 14; member-and-agent-centres §2 contract modal and requests, the four
 * record pages; §3 Contract; §4 Contracts; §7 the four contract-processing calls). Money as decimal strings, rates
 * as percentages with at most four decimals ("0.8" is 0.8%).
 */

const zMemberId = z.string().regex(/^[1-9][0-9]{0,17}$/, 'A member id');

export const zContractKind = z.enum(CONTRACT_KINDS);
export const zDividendPeriod = z.enum(DIVIDEND_PERIODS);
export const zContractPeriod = z.enum([...DIVIDEND_PERIODS, 'HOURLY', 'FIVE_MINUTES']);

const zRate = z
  .string()
  .refine((value) => parseRate(value) !== undefined, 'A percentage with at most four decimals, such as 0.85');
const zThreshold = z
  .string()
  .refine((value) => value === '0' || (isAmount(value) && !value.startsWith('-')), 'An amount of 0 or more');

export const zTier = z
  .object({
    minBase: zThreshold.describe('The least base (valid bets, or net result for a dividend) this tier needs'),
    minActive: z.number().int().min(0).max(10_000_000).describe('The least active members this tier needs'),
    rate: zRate,
  })
  .strict();
export type TierText = z.infer<typeof zTier>;

export const zContractTerms = z
  .object({
    /** A dividend's period; a salary has its own (daily, hourly, five minutes) and sends none. */
    period: zDividendPeriod.optional(),
    tiers: z.array(zTier).min(1).max(MAX_TIERS),
  })
  .strict();

export const zOfferContract = zContractTerms
  .extend({
    downlineId: zMemberId,
    kind: zContractKind,
    requestId: zClientRequestId.describe(
      'The same id again answers the first offer, and makes no second one',
    ),
  })
  .strict();
export type OfferContractRequest = z.input<typeof zOfferContract>;

/** Stored states; `ENDED` with a future `endsAt` is a contract that ends with its current period. */
export const CONTRACT_STATUSES = [
  'OFFERED',
  'ACTIVE',
  'ENDED',
  'TERMINATED',
  'REJECTED',
  'WITHDRAWN',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const zContractParty = z.object({ id: z.string(), account: z.string() });

export const zContract = z.object({
  id: z.string(),
  kind: zContractKind,
  period: zContractPeriod,
  tiers: z.array(zTier),
  status: z.enum(CONTRACT_STATUSES),
  /** Still governs periods now: active, or ended with an end still ahead. */
  isInForce: z.boolean(),
  upline: zContractParty,
  downline: zContractParty,
  offeredAt: z.string(),
  decidedAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  endReason: z.string().nullable(),
});
export type Contract = z.infer<typeof zContract>;

/** The terms an agent itself works under, per kind: a contract from its upline, or the brand's for top agents. */
export const zOwnTerms = z.object({
  kind: zContractKind,
  isEnabled: z.boolean().describe('The brand settles this kind (its feature flag)'),
  source: z.enum(['CONTRACT', 'BRAND', 'NONE']),
  period: zContractPeriod.nullable(),
  tiers: z.array(zTier),
  contractId: z.string().nullable(),
});
export type OwnTerms = z.infer<typeof zOwnTerms>;

export const zContractsQuery = zPageQuery
  .extend({
    role: z.enum(['received', 'given']).default('received'),
    kind: zContractKind.optional(),
    status: z
      .enum(['open', 'offered', 'all'])
      .default('open')
      .describe('open: offered or in force; offered: offers waiting for the downline (contract requests)'),
  })
  .strict();
export type ContractsQuery = z.input<typeof zContractsQuery>;
export type ContractsFilter = z.output<typeof zContractsQuery>;
export const zContractPage = zNumberedPage(zContract);

export const CONTRACT_ACTIONS = ['ACCEPT', 'REJECT', 'END', 'TERMINATE', 'WITHDRAW'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

export const zProcessContract = z
  .object({
    contractId: zMemberId.describe('The contract'),
    action: z
      .enum(CONTRACT_ACTIONS)
      .describe(
        'ACCEPT or REJECT an offer (downline); END from the next period (either side); TERMINATE at once (downline); WITHDRAW an offer (upline)',
      ),
    /** Accepting ends the downline's own contracts that the new rates no longer cover: it must say it agrees. */
    endDownlineContracts: z.boolean().default(false),
  })
  .strict();
export type ProcessContractRequest = z.input<typeof zProcessContract>;

/** What accepting an offer would end: the downline's own given contracts above the new rates, at any depth. */
export const zAcceptancePreview = z.object({ endsContracts: z.array(zContract) });
export type AcceptancePreview = z.infer<typeof zAcceptancePreview>;

export const zContractKindParam = z.object({
  kind: z.enum(['dividend', 'daily-salary', 'hourly-salary', 'realtime-salary']),
});

export const SETTLEMENT_STATUSES = ['PENDING', 'PAID', 'WAITING_FUNDS', 'NOTHING_DUE', 'CANCELLED'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

export const zSettlement = z.object({
  id: z.string(),
  kind: zContractKind,
  period: zContractPeriod,
  periodStart: z.string(),
  periodEnd: z.string(),
  payee: z.string().describe('The agent paid'),
  payer: z.string().nullable().describe('The upline who pays; null when the house pays (a top agent)'),
  base: z
    .string()
    .describe('Valid bets of the period, or the net result (with any loss carried in) for a dividend'),
  carriedIn: z.string().describe('A dividend: the loss carried from the period before (0 or negative)'),
  activeMembers: z.number().int(),
  tier: z.number().int().nullable().describe('The tier reached, from 1; null when none'),
  rate: z.string(),
  amount: z.string(),
  status: z.enum(SETTLEMENT_STATUSES),
  paidAt: z.string().nullable(),
});
export type Settlement = z.infer<typeof zSettlement>;

export const zSettlementsQuery = zPageQuery
  .extend({
    kind: zContractKind,
    role: z.enum(['received', 'paid']).default('received'),
    startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day as YYYY-MM-DD'),
    endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day as YYYY-MM-DD'),
    status: z.enum(SETTLEMENT_STATUSES).optional(),
  })
  .strict();
export type SettlementsQuery = z.input<typeof zSettlementsQuery>;
export type SettlementsFilter = z.output<typeof zSettlementsQuery>;

export const zSettlementPage = zNumberedPage(zSettlement).extend({
  totals: z.object({ amount: z.string(), paid: z.string(), waiting: z.string() }),
});
export type SettlementPage = z.infer<typeof zSettlementPage>;

/** The kind of a settlement's ledger posting, as "my income" lists it. */
export const SETTLEMENT_LEDGER_KIND = {
  DIVIDEND: 'DIVIDEND',
  DAILY_SALARY: 'SALARY_DAILY',
  HOURLY_SALARY: 'SALARY_HOURLY',
  REALTIME_SALARY: 'SALARY_REALTIME',
} as const satisfies Record<ContractKind, string>;
