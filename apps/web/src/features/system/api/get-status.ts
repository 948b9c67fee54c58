import type { SystemStatusValue } from '@playhall/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** System status codes (portal-shell spec §4), typed against the contract without loading its zod schemas. */
export const SYSTEM_STATUS = {
  NORMAL: 0,
  MAINTENANCE: 1,
  REGION_RESTRICTED: 2,
} as const satisfies Record<string, SystemStatusValue['status']>;

export const STATUS_RECHECK_MS = 60_000;

export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatusValue> {
  return apiRequest<SystemStatusValue>('/wps/system/status', { signal });
}

export const systemStatusQueryOptions = queryOptions({
  queryKey: ['system', 'status'],
  queryFn: ({ signal }) => getSystemStatus(signal),
  staleTime: 0,
  refetchInterval: STATUS_RECHECK_MS,
  refetchIntervalInBackground: true,
});
