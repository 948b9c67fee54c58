import type { CustomerService } from '@playhall/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The customer-service entries on their own (the bootstrap carries the same list). */
export function getCustomerService(signal?: AbortSignal): Promise<CustomerService[]> {
  return apiRequest<CustomerService[]>('/wps/system/customerService', { signal });
}

export const customerServiceQueryOptions = queryOptions({
  queryKey: ['support', 'customer-service'],
  queryFn: ({ signal }) => getCustomerService(signal),
  staleTime: 5 * 60_000,
});
