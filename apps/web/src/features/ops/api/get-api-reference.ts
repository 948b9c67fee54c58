import type { ApiReference } from '@playhall/contracts/api-reference';
import { queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

/** The operator API reference (OpenAPI), answered only to an operator's session. */
export function getApiReference(signal?: AbortSignal): Promise<ApiReference> {
  return opsRequest<ApiReference>('/ops/api/reference', { signal });
}

export function apiReferenceQueryOptions() {
  return queryOptions({
    queryKey: ['ops', 'reference'],
    queryFn: ({ signal }) => getApiReference(signal),
    // It changes only with a new release of the server.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
