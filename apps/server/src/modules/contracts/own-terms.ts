import type { Contract, ContractKind, OwnTerms } from '@playhall/contracts/agent-contracts';
import type { SqlRunner } from '../../db/database';
import type { StoredTier } from '../../db/schema/contracts';
import { type ContractView, selectBrandTerms, selectInForce, selectIsTopAgent } from './queries';
import { KIND_FLAG, tierText } from './terms';

/** What a member works under for a kind, as the rate rule and settlement read it. */
export type Terms = {
  source: 'CONTRACT' | 'BRAND' | 'NONE';
  period: string | null;
  tiers: StoredTier[];
  contractId: bigint | null;
};

const NONE: Terms = { source: 'NONE', period: null, tiers: [], contractId: null };

/**
 * A member's own terms of a kind now: its contract in force from its upline; for a top agent (the house is its
 * upline) the brand's terms; nothing while the kind's feature flag is off.
 */
export async function ownTerms(
  runner: SqlRunner,
  memberId: bigint,
  kind: ContractKind,
  flags: Record<string, boolean>,
): Promise<Terms> {
  if (flags[KIND_FLAG[kind]] !== true) return NONE;
  const contract = await selectInForce(runner, memberId, kind);
  if (contract) {
    return { source: 'CONTRACT', period: contract.period, tiers: contract.tiers, contractId: contract.id };
  }
  if (!(await selectIsTopAgent(runner, memberId))) return NONE;
  const brand = (await selectBrandTerms(runner)).find((row) => row.kind === kind);
  return brand ? { source: 'BRAND', period: brand.period, tiers: brand.tiers, contractId: null } : NONE;
}

export function ownTermsView(kind: ContractKind, terms: Terms, flags: Record<string, boolean>): OwnTerms {
  return {
    kind,
    isEnabled: flags[KIND_FLAG[kind]] === true,
    source: terms.source,
    period: terms.period as OwnTerms['period'],
    tiers: terms.tiers.map(tierText),
    contractId: terms.contractId?.toString() ?? null,
  };
}

export function contractView(row: ContractView): Contract {
  return {
    id: row.id.toString(),
    kind: row.kind,
    period: row.period as Contract['period'],
    tiers: row.tiers.map(tierText),
    status: row.status as Contract['status'],
    isInForce: row.is_in_force,
    upline: { id: row.upline_id.toString(), account: row.upline_account },
    downline: { id: row.downline_id.toString(), account: row.downline_account },
    offeredAt: row.offered_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    endReason: row.end_reason,
  };
}
