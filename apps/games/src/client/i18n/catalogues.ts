import type { OfferedLanguage as Language } from '@playhall/contracts/languages';
import { type Dictionary, en } from '../locales/en';

/** A language of the game pages: its messages and the slot symbols' names (English for a name it lacks). */
export type Catalogue = { dictionary: Dictionary; symbols: Readonly<Record<string, string>> };

export const ENGLISH: Catalogue = { dictionary: en, symbols: {} };

/*
 * Each language is a chunk of its own, fetched when a page opens in it: a game page carries English (every key's
 * fallback) and the one language it shows, not all twelve. The record's type makes every offered language
 * (OFFERED_LANGUAGE_CODES) have one; scripts/check-locales.mjs proves each is whole.
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  'zh-CN': () => import('../locales/zh-cn').then((m) => ({ dictionary: m.zhCN, symbols: m.zhCNSymbols })),
  vi: () => import('../locales/vi').then((m) => ({ dictionary: m.vi, symbols: m.viSymbols })),
  'zh-TW': () => import('../locales/zh-tw').then((m) => ({ dictionary: m.zhTW, symbols: m.zhTWSymbols })),
  id: () => import('../locales/id').then((m) => ({ dictionary: m.id, symbols: m.idSymbols })),
  ko: () => import('../locales/ko').then((m) => ({ dictionary: m.ko, symbols: m.koSymbols })),
  ja: () => import('../locales/ja').then((m) => ({ dictionary: m.ja, symbols: m.jaSymbols })),
  'pt-BR': () => import('../locales/pt-br').then((m) => ({ dictionary: m.ptBR, symbols: m.ptBRSymbols })),
  es: () => import('../locales/es').then((m) => ({ dictionary: m.es, symbols: m.esSymbols })),
  th: () => import('../locales/th').then((m) => ({ dictionary: m.th, symbols: m.thSymbols })),
  hi: () => import('../locales/hi').then((m) => ({ dictionary: m.hi, symbols: m.hiSymbols })),
  ms: () => import('../locales/ms').then((m) => ({ dictionary: m.ms, symbols: m.msSymbols })),
};

/** The catalogue of a language; English when its chunk cannot be fetched (the page still works, in English). */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  if (language === 'en') return ENGLISH;
  try {
    return await LOADERS[language]();
  } catch {
    return ENGLISH;
  }
}
