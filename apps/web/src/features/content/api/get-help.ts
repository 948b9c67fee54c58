import type { HelpPage } from '@playhall/contracts/help';
import type { LanguageCode } from '@playhall/contracts/languages';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * /help (member-and-agent-centres §7: getHelpV2 with lang and device WEB): the help centre's articles by category,
 * the terms of use and the privacy policy, in the visitor's language (else the brand's default).
 */
export function getHelpCentre(language: LanguageCode, signal?: AbortSignal): Promise<HelpPage> {
  return apiRequest<HelpPage>('/wps/system/helpCenter', { query: { lang: language, device: 'WEB' }, signal });
}

export function helpCentreQueryOptions(language: LanguageCode) {
  return queryOptions({
    queryKey: ['content', 'help', language],
    queryFn: ({ signal }) => getHelpCentre(language, signal),
    staleTime: 5 * 60_000,
  });
}
