import type { LanguageCode } from '@playhall/contracts/languages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Tells the server the visitor's language: content calls answer in it from now on (a cookie). */
export function updateLanguage(language: LanguageCode): Promise<{ language: LanguageCode }> {
  return apiRequest<{ language: LanguageCode }>('/wps/system/language', {
    method: 'PUT',
    body: { language },
  });
}

export function useUpdateLanguage() {
  return useMutation({ mutationFn: updateLanguage });
}
