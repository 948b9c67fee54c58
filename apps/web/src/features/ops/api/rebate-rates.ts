import type { RebateRate, SetRebateRates } from '@playhall/contracts/rebates';
import { queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

export type { RebateRate };

/** Manual rebate's rate per game category. */
export function getRebateRates(signal?: AbortSignal): Promise<RebateRate[]> {
  return opsRequest<RebateRate[]>('/ops/api/rebate-rates', { signal });
}

export function rebateRatesQueryOptions() {
  return queryOptions({
    queryKey: ['ops', 'rebate-rates'],
    queryFn: ({ signal }) => getRebateRates(signal),
    staleTime: 5_000,
  });
}

/** Sets rates (audited); a category left out keeps its rate. */
export function setRebateRates(input: SetRebateRates): Promise<RebateRate[]> {
  return opsRequest<RebateRate[]>('/ops/api/rebate-rates', { method: 'PUT', body: input });
}
