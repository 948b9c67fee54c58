import { isLanguageCode, type LanguageCode, RTL_LANGUAGES } from '@playhall/contracts/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en.json';
import { lazyImport } from './lazy-import';
import { readStorage, STORAGE_KEYS } from './storage';

type Catalogue = Record<string, unknown>;

// English is the source and ships in the entry; every other catalogue is its own chunk, loaded on demand.
const catalogues = import.meta.glob<Catalogue>(['../locales/*.json', '!../locales/en.json'], {
  import: 'default',
});
// The member centre and the operator console have a catalogue of their own per language (English too), merged
// into the same namespace when one of their pages opens: the home page does not carry their words.
const centreCatalogues = import.meta.glob<Catalogue>('../locales/centre/*.json', { import: 'default' });
const shellLoaded = new Set<string>();
let isCentreWanted = false;
const centreLoaded = new Set<string>();
/** The language being switched to, while its catalogue loads. */
let targetLanguage: string | null = null;

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
  // Tracked here, not with hasResourceBundle: the centre's words may reach a language before its shell ones.
  if (language === 'en' || shellLoaded.has(language)) return;
  const load = catalogues[`../locales/${language}.json`];
  if (!load) return;
  const catalogue = await lazyImport(load);
  i18next.addResourceBundle(language, 'translation', catalogue, true, true);
  shellLoaded.add(language);
}

async function ensureCentre(language: string): Promise<void> {
  const load = centreCatalogues[`../locales/centre/${language}.json`];
  // A language without a centre catalogue reads the centre in English (fallbackLng).
  if (!load) return language === 'en' ? undefined : ensureCentre('en');
  if (centreLoaded.has(language)) return;
  const catalogue = await lazyImport(load);
  i18next.addResourceBundle(language, 'translation', catalogue, true, false);
  centreLoaded.add(language);
}

/** Loads the centre's words in the current language; after this, language switches bring them along. */
export async function loadCentreCatalogue(): Promise<void> {
  isCentreWanted = true;
  const languages = new Set([i18next.language || 'en', targetLanguage ?? 'en']);
  await Promise.all([...languages].map((language) => ensureCentre(language)));
}

/**
 * Whether a language's pages read right to left: an RTL language with a catalogue of its own. One without (Arabic,
 * Farsi and Urdu are offered but not translated yet) shows English, and English mirrored would read backwards.
 */
export function isRightToLeft(language: LanguageCode): boolean {
  return RTL_LANGUAGES.includes(language) && `../locales/${language}.json` in catalogues;
}

/** Switches the i18n locale and the document's language and direction. Storage and server are up to callers. */
export async function activateLanguage(language: LanguageCode): Promise<void> {
  targetLanguage = language;
  await ensureCatalogue(language);
  if (isCentreWanted) await ensureCentre(language);
  await i18next.changeLanguage(language);
  const root = document.documentElement;
  root.lang = language;
  root.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

/** The language to start in: the visitor's saved choice, else the brand default (portal-shell spec §4). */
export function initialLanguage(brandDefault: LanguageCode): LanguageCode {
  const saved = readStorage('local', STORAGE_KEYS.language);
  return saved && isLanguageCode(saved) ? saved : brandDefault;
}
