import type { Contract, ContractAction } from '@playhall/contracts/agent-contracts';
// The zod-free half of the contracts' module: the web app never runs zod (decision 0013).
import { CONTRACT_KIND_PATHS, type ContractKind } from '@playhall/contracts/contract-terms';
import { apiRequest } from '@/lib/api-client';

/**
 * One of the four contract-processing calls (spec §7), by the contract's kind: accept, reject, end, terminate or
 * withdraw. Accepting an offer that ends contracts given in the team needs `endDownlineContracts`.
 */
export function processContract(
  contract: { id: string; kind: ContractKind },
  action: ContractAction,
  endDownlineContracts = false,
): Promise<Contract> {
  return apiRequest<Contract>(`/wps/agent/contract/${CONTRACT_KIND_PATHS[contract.kind]}/process`, {
    method: 'POST',
    body: { contractId: contract.id, action, endDownlineContracts },
  });
}
