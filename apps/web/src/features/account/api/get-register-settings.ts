import type { RegisterSettings } from '@playhall/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getRegisterSettings(signal?: AbortSignal): Promise<RegisterSettings> {
  return apiRequest<RegisterSettings>('/wps/system/setting/register', { signal });
}

export const registerSettingsQueryOptions = queryOptions({
  queryKey: ['account', 'register-settings'],
  queryFn: ({ signal }) => getRegisterSettings(signal),
  staleTime: 5 * 60_000,
});
