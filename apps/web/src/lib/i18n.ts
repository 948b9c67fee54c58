import { isLanguageCode, type LanguageCode, RTL_LANGUAGES } from '@playhall/contracts/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { lazyImport } from './lazy-import';
import { readStorage, STORAGE_KEYS } from './storage';

type Catalogue = Record<string, unknown>;

// English is the source and ships in the entry; every other catalogue is its own chunk, loaded on demand.
const catalogues = import.meta.glob<Catalogue>(['../locales/*.json', '!../locales/en.json'], {
  import: 'default',
});

export const i18n = i18next;

export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    // "zh-CN" must not look for a "zh" catalogue: missing keys go straight to English, key by key.
    load: 'currentOnly',
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
    // scripts/check-locales.mjs proves every key exists in English; this only guards against a raw key ever
    // reaching the screen.
    parseMissingKeyHandler: () => '',
  });
}

async function ensureCatalogue(language: LanguageCode): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  const load = catalogues[`../locales/${language}.json`];
  if (!load) return;
  const catalogue = await lazyImport(load);
  i18next.addResourceBundle(language, 'translation', catalogue, true, true);
}

/** Switches the i18n locale and the document's language and direction. Storage and server are up to callers. */
export async function activateLanguage(language: LanguageCode): Promise<void> {
  await ensureCatalogue(language);
  await i18next.changeLanguage(language);
  const root = document.documentElement;
  root.lang = language;
  root.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/** The language to start in: the visitor's saved choice, else the brand default (portal-shell spec §4). */
export function initialLanguage(brandDefault: LanguageCode): LanguageCode {
  const saved = readStorage('local', STORAGE_KEYS.language);
  return saved && isLanguageCode(saved) ? saved : brandDefault;
}
