import type { Country } from '@playhall/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** Country dialing codes for the phone fields; flags are image paths relative to an image CDN. */
export function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return apiRequest<Country[]>('/wps/system/countries', { signal });
}

export const countriesQueryOptions = queryOptions({
  queryKey: ['system', 'countries'],
  queryFn: ({ signal }) => getCountries(signal),
  staleTime: 60 * 60_000,
});
