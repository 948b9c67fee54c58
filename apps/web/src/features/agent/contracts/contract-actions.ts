import type { Contract, ContractAction } from '@playhall/contracts/agent-contracts';

/** Which side of a contract the agent is on: it received it (the downline) or gave it (the upline). */
export type ContractSide = 'received' | 'given';

/**
 * What each side may do now (spec §4, as the server's process-contract allows it): the downline accepts or rejects
 * an offer, ends an active contract from the next period or terminates one still in force at once; the upline
 * withdraws its offer or ends an active contract.
 */
export function actionsFor(
  contract: Pick<Contract, 'status' | 'isInForce'>,
  side: ContractSide,
): ContractAction[] {
  if (side === 'given') {
    if (contract.status === 'OFFERED') return ['WITHDRAW'];
    return contract.status === 'ACTIVE' ? ['END'] : [];
  }
  if (contract.status === 'OFFERED') return ['ACCEPT', 'REJECT'];
  if (contract.status === 'ACTIVE') return ['END', 'TERMINATE'];
  return contract.isInForce ? ['TERMINATE'] : [];
}
