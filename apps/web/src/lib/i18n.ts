import type { LanguageCode } from '@playhall/contracts/languages';
import { isOfferedLanguage, RTL_LANGUAGES } from '@playhall/contracts/offered-languages';
import { urlsByLanguage } from './catalogue-urls';
import { lazyImport } from './lazy-import';
import { readStorage, STORAGE_KEYS } from './storage';
import { Translator } from './translator';

type Catalogue = Record<string, unknown>;

/*
 * Catalogues are data: each is a JSON file of the build, fetched when its language is needed (decision 0038), not
 * JavaScript that the browser must parse and run. English is every key's fallback and is always loaded; the page's
 * HTML preloads it (apps/web/vite.config.ts), so it downloads beside the entry. The member centre and the operator
 * console have a catalogue of their own per language (centre-catalogues.ts), merged in when one of their pages
 * opens: the home page carries neither their words nor their file names.
 */
const shellCatalogues = urlsByLanguage(
  import.meta.glob<string>('../locales/*.json', { query: '?url', import: 'default', eager: true }),
);

/** The catalogues asked for, by URL: each is fetched once (again only after a failure). */
const loading = new Map<string, Promise<void>>();

/** Fetches a catalogue into a language; a failure reads as a chunk that did not load (portal-shell spec §8). */
function loadCatalogue(url: string, language: string, overwrite: boolean): Promise<void> {
  let load = loading.get(url);
  if (!load) {
    load = lazyImport(async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`catalogue ${url}: HTTP ${response.status}`);
      return (await response.json()) as Catalogue;
    }).then(
      (catalogue) => i18n.addCatalogue(language, catalogue, overwrite),
      (error: unknown) => {
        loading.delete(url);
        throw error;
      },
    );
    loading.set(url, load);
  }
  return load;
}

let isCentreWanted = false;
/** The language being switched to, while its catalogue loads. */
let targetLanguage: string | null = null;

/** The app's one translator: components read it through useTranslation, plain functions through `i18n.t`. */
export const i18n = new Translator();

/**
 * Loads English, the fallback of every key. scripts/check-locales.mjs proves every key exists in English; a missing
 * one reads as an empty string, never as a raw key.
 */
export function initI18n(): Promise<void> {
  return ensureCatalogue('en');
}

function ensureCatalogue(language: string): Promise<void> {
  const url = shellCatalogues.get(language);
  return url ? loadCatalogue(url, language, true) : Promise.resolve();
}

async function ensureCentre(language: string): Promise<void> {
  const { centreCatalogues } = await lazyImport(() => import('./centre-catalogues'));
  const url = centreCatalogues.get(language);
  // A language without a centre catalogue reads the centre in English (the fallback). Never over the shell's
  // words: a key in both catalogues keeps the shell's.
  if (!url) return language === 'en' ? Promise.resolve() : ensureCentre('en');
  return loadCatalogue(url, language, false);
}

/** Loads the centre's words in the current language; after this, language switches bring them along. */
export async function loadCentreCatalogue(): Promise<void> {
  isCentreWanted = true;
  const languages = new Set([i18n.language, targetLanguage ?? 'en']);
  await Promise.all([...languages].map((language) => ensureCentre(language)));
}

/**
 * Whether a language's pages read right to left: an RTL language with a catalogue of its own. One without (Arabic,
 * Farsi and Urdu are offered but not translated yet) shows English, and English mirrored would read backwards.
 */
export function isRightToLeft(language: LanguageCode): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(language) && shellCatalogues.has(language);
}

/** Switches the i18n locale and the document's language and direction. Storage and server are up to callers. */
export async function activateLanguage(language: LanguageCode): Promise<void> {
  targetLanguage = language;
  await Promise.all([
    ensureCatalogue('en'),
    ensureCatalogue(language),
    isCentreWanted && ensureCentre(language),
  ]);
  i18n.changeLanguage(language);
  const root = document.documentElement;
  root.lang = language;
  root.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

/**
 * The language to start in: the visitor's saved choice while it is offered, else the brand default (portal-shell
 * spec §4).
 */
export function initialLanguage(brandDefault: LanguageCode): LanguageCode {
  const saved = readStorage('local', STORAGE_KEYS.language);
  return saved && isOfferedLanguage(saved) ? saved : brandDefault;
}
