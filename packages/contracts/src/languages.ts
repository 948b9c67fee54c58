import { OFFERED_LANGUAGES } from './offered-languages';

export * from './offered-languages';

/*
 * Every language the portal knows (portal-shell spec §4). Only the offered ones, those with complete catalogues
 * (offered-languages.ts), can be picked; the rest stay known so that content written in them keeps its language.
 */

/** The spec's other languages, in its order: known, not offered until their catalogues are complete. */
const OTHER_LANGUAGES = [
  { code: 'fil', name: 'Filipino' },
  { code: 'km', name: 'ខ្មែរ' },
  { code: 'lo', name: 'ລາວ' },
  { code: 'my', name: 'မြန်မာ' },
  { code: 'bn', name: 'বাংলা' },
  { code: 'ta', name: 'தமிழ்' },
  { code: 'te', name: 'తెలుగు' },
  { code: 'ne', name: 'नेपाली' },
  { code: 'si', name: 'සිංහල' },
  { code: 'ur', name: 'اردو' },
  { code: 'ar', name: 'العربية' },
  { code: 'fa', name: 'فارسی' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'ru', name: 'Русский' },
  { code: 'uk', name: 'Українська' },
  { code: 'kk', name: 'Қазақ' },
  { code: 'mn', name: 'Монгол' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'it', name: 'Italiano' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'pl', name: 'Polski' },
  { code: 'ro', name: 'Română' },
] as const;

export const LANGUAGES = [...OFFERED_LANGUAGES, ...OTHER_LANGUAGES] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}
