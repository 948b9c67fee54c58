/**
 * The languages a visitor can pick (decision 0048), each under its native name, in the menu's order: each has a
 * complete translation of the web app and the game pages, which the locale check (apps/web/scripts/check-locales.mjs)
 * proves key by key. A language joins this list when its catalogues are whole, never before: an offered language
 * that reads English underneath is a broken promise. The other languages of the spec are in languages.ts; this file
 * is the part the web app's first screen carries.
 */
export const OFFERED_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'zh-CN', name: '简体中文' },
  { code: 'zh-TW', name: '繁體中文' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'th', name: 'ไทย' },
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'ms', name: 'Bahasa Melayu' },
  { code: 'ko', name: '한국어' },
  { code: 'ja', name: '日本語' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'es', name: 'Español' },
] as const;

export type OfferedLanguage = (typeof OFFERED_LANGUAGES)[number]['code'];

export const OFFERED_LANGUAGE_CODES = OFFERED_LANGUAGES.map((language) => language.code) as [
  OfferedLanguage,
  ...OfferedLanguage[],
];

export function isOfferedLanguage(value: string): value is OfferedLanguage {
  return OFFERED_LANGUAGES.some((language) => language.code === value);
}

/** Right-to-left scripts: the shell mirrors its layout for them (none is offered yet). */
export const RTL_LANGUAGES = ['ar', 'fa', 'ur'] as const;
