import type { LanguageCode } from '@playhall/contracts/languages';
import { useCallback } from 'react';
import { activateLanguage } from '@/lib/i18n';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { useUiStore } from '@/lib/ui-store';
import { useUpdateLanguage } from './api/update-language';

/**
 * A language change (portal-shell spec §4): the i18n locale, storage keys `lang` and `hisLang`, the store, the
 * document's lang and dir, and the server's language update.
 */
export function useChangeLanguage(): (language: LanguageCode) => Promise<void> {
  const { mutate } = useUpdateLanguage();
  return useCallback(
    async (language: LanguageCode) => {
      const previous = useUiStore.getState().language;
      if (language === previous) return;
      try {
        await activateLanguage(language);
      } catch {
        // The catalogue did not arrive (offline, say): the page stays in the current language.
        return;
      }
      writeStorage('local', STORAGE_KEYS.language, language);
      writeStorage('local', STORAGE_KEYS.previousLanguage, previous);
      useUiStore.getState().setLanguage(language);
      // The visible switch does not wait for the server; a failed update only means content falls back to the
      // language the explicit `language` query parameters ask for.
      mutate(language);
    },
    [mutate],
  );
}
