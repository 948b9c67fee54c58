import {
  CONTRACT_KINDS,
  type ContractKind,
  type ContractPeriod,
  formatRate,
  parseRate,
  SALARY_PERIOD,
  type Tier,
  type TierText,
  tierProblem,
} from '@playhall/contracts/agent-contracts';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { FeatureModule } from '@playhall/contracts/features';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import type { StoredTier } from '../../db/schema/contracts';
import { AppError } from '../../http/app-error';

/** Each kind's feature flag (member-and-agent-centres §3): off, the brand neither offers nor settles the kind. */
export const KIND_FLAG: Record<ContractKind, string> = {
  DIVIDEND: FeatureModule.DIVIDEND,
  DAILY_SALARY: FeatureModule.DAILY_SALARY,
  HOURLY_SALARY: FeatureModule.HOURLY_SALARY,
  REALTIME_SALARY: FeatureModule.REALTIME_SALARY,
};

export function isContractKind(value: string): value is ContractKind {
  return (CONTRACT_KINDS as readonly string[]).includes(value);
}

export const toTier = (stored: StoredTier): Tier => ({
  minBase: BigInt(stored.minBase),
  minActive: stored.minActive,
  rate: stored.rate,
});

export const toStored = (tier: Tier): StoredTier => ({
  minBase: tier.minBase.toString(),
  minActive: tier.minActive,
  rate: tier.rate,
});

export const tierText = (stored: StoredTier): TierText => ({
  minBase: formatAmount(BigInt(stored.minBase)),
  minActive: stored.minActive,
  rate: formatRate(stored.rate),
});

/**
 * Terms as an upline or an operator sent them, checked (tierProblem) and converted: a bad list is a 400 with
 * CONTRACT_TERMS_INVALID and the reason, before anything is read or written.
 */
export function parseTerms(
  kind: ContractKind,
  input: { period?: string | undefined; tiers: readonly TierText[] },
): { period: ContractPeriod; tiers: Tier[] } {
  const tiers = input.tiers.map((tier) => ({
    minBase: tier.minBase === '0' ? 0n : parseAmount(tier.minBase),
    minActive: tier.minActive,
    rate: parseRate(tier.rate) ?? -1,
  }));
  const problem = tierProblem(kind, tiers);
  if (problem) throw new AppError(400, ErrorCode.CONTRACT_TERMS_INVALID, `Tiers: ${problem}.`);
  if (kind === 'DIVIDEND') {
    if (!input.period)
      throw new AppError(400, ErrorCode.CONTRACT_TERMS_INVALID, 'A dividend names its period.');
    return { period: input.period as ContractPeriod, tiers };
  }
  if (input.period && input.period !== SALARY_PERIOD[kind])
    throw new AppError(400, ErrorCode.CONTRACT_TERMS_INVALID, 'A salary has its own period; send none.');
  return { period: SALARY_PERIOD[kind], tiers };
}
