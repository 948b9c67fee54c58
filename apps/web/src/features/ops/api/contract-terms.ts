import type { ContractKind } from '@playhall/contracts/contract-terms';
import type {
  ContractSettings,
  OpsContractOverview,
  UpdateBrandTermsRequest,
} from '@playhall/contracts/ops-contracts';
import { queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

/** The brand's terms for top agents per kind (with the kind's feature flag) and how settlement runs. */
export const contractOverviewQueryOptions = queryOptions({
  queryKey: ['ops', 'contracts', 'overview'],
  queryFn: ({ signal }) => opsRequest<OpsContractOverview>('/ops/api/contract-terms', { signal }),
  staleTime: 5_000,
});

/**
 * New brand terms of a kind. Terms that no longer cover contracts top agents gave are refused with
 * CONTRACT_ENDS_DOWNLINE_CONTRACTS (the ids in the error's value) until sent again with `endContracts`.
 */
export function updateBrandTerms(kind: ContractKind, terms: UpdateBrandTermsRequest) {
  return opsRequest<OpsContractOverview>(`/ops/api/contract-terms/${encodeURIComponent(kind)}`, {
    method: 'PUT',
    body: terms,
  });
}

/** Dividend loss carry-over and the three settlement delays, all at once. */
export function updateContractSettings(settings: ContractSettings) {
  return opsRequest<OpsContractOverview>('/ops/api/contract-settings', { method: 'PUT', body: settings });
}
