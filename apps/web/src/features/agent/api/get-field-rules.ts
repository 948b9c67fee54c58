import type { FieldRule } from '@playhall/contracts/field-rule-check';
import type { RegisterSettings } from '@playhall/contracts/system';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The brand's registration rules and settings: an account an agent opens follows the same field rules. */
export type AccountFormRules = { rules: FieldRule[]; defaultDialingCode: string };

export async function getAccountFormRules(signal?: AbortSignal): Promise<AccountFormRules> {
  const [rules, settings] = await Promise.all([
    apiRequest<FieldRule[]>('/wps/system/setting/register/fields', { signal }),
    apiRequest<RegisterSettings>('/wps/system/setting/register', { signal }),
  ]);
  return { rules, defaultDialingCode: settings.defaultCountryDialingCode };
}

export const accountFormRulesQueryOptions = queryOptions({
  queryKey: ['agent', 'account-form-rules'],
  queryFn: ({ signal }) => getAccountFormRules(signal),
  staleTime: 5 * 60_000,
});
