import type { LanguageCode } from '@playhall/contracts/languages';

/** A notice's text in the visitor's language, else the brand's default, else English, else any. */
export function pickLanguage(
  texts: Record<string, string>,
  language: LanguageCode,
  fallback: LanguageCode,
): string {
  return texts[language] ?? texts[fallback] ?? texts.en ?? Object.values(texts)[0] ?? '';
}
