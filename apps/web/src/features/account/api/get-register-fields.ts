import type { FieldRule } from '@playhall/contracts/field-rule-check';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Server-supplied rules of the registration fields (enabled, required, pattern, bounds). */
export function getRegisterFields(signal?: AbortSignal): Promise<FieldRule[]> {
  return apiRequest<FieldRule[]>('/wps/system/setting/register/fields', { signal });
}

export const registerFieldsQueryOptions = queryOptions({
  queryKey: ['account', 'register-fields'],
  queryFn: ({ signal }) => getRegisterFields(signal),
  staleTime: 5 * 60_000,
});
