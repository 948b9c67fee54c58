import type { LanguageCode } from '@playhall/contracts/languages';

/** A notice's text in the visitor's language, else the brand's default, else English, else any. */
export function pickLanguage(
  texts: Record<string, string>,
  language: LanguageCode,
  fallback: LanguageCode,
): string {
  return texts[language] ?? texts[fallback] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

export type LanguageTexts = Record<string, { title: string; content: string }>;

/** The stored columns (title and content, each by language) as one entry per language, for the editor. */
export function joinTexts(title: Record<string, string>, content: Record<string, string>): LanguageTexts {
  const languages = [...new Set([...Object.keys(title), ...Object.keys(content)])];
  return Object.fromEntries(
    languages.map((language) => [
      language,
      { title: title[language] ?? '', content: content[language] ?? '' },
    ]),
  );
}
