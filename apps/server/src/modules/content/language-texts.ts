import type { FieldError } from '@playhall/contracts/envelope';
import { ErrorCode, FieldErrorCode } from '@playhall/contracts/error-codes';
import type { LanguageCode } from '@playhall/contracts/languages';
import { AppError } from '../../http/app-error';
import { sanitizeContentHtml } from './sanitize';

/** A title and HTML content per language, as an operator writes them. */
export type LanguageTextsInput = Partial<Record<string, { title: string; content: string }>>;

/** The stored columns: title and sanitised content, each by language. */
export type StoredTexts = { title: Record<string, string>; content: Record<string, string> };

/**
 * The stored form of an operator's texts (announcements, help articles): languages left blank are dropped, content
 * is sanitised (X1). Refused with VALIDATION_FAILED (`refusal` is the message) when the brand's default language
 * has no title, or a language has content but no title.
 */
export function storedTexts(
  texts: LanguageTextsInput,
  defaultLanguage: LanguageCode,
  refusal: string,
): StoredTexts {
  const title: Record<string, string> = {};
  const content: Record<string, string> = {};
  const errors: FieldError[] = [];
  for (const [language, text] of Object.entries(texts)) {
    if (!text) continue;
    const html = text.content.trim();
    if (text.title === '' && html === '') continue;
    if (text.title === '') {
      errors.push({
        field: `texts.${language}.title`,
        code: FieldErrorCode.REQUIRED,
        message: 'A title is needed',
      });
      continue;
    }
    title[language] = text.title;
    content[language] = html === '' ? '' : sanitizeContentHtml(html);
  }
  if (
    title[defaultLanguage] === undefined &&
    !errors.some((error) => error.field.startsWith(`texts.${defaultLanguage}.`))
  ) {
    errors.push({
      field: `texts.${defaultLanguage}.title`,
      code: FieldErrorCode.REQUIRED,
      message: 'The brand’s default language needs a title',
    });
  }
  if (errors.length > 0) throw new AppError(400, ErrorCode.VALIDATION_FAILED, refusal, errors);
  return { title, content };
}

/** The stored columns (title and content, each by language) as one entry per language, for an editor. */
export function joinTexts(
  title: Record<string, string>,
  content: Record<string, string>,
): Record<string, { title: string; content: string }> {
  const languages = [...new Set([...Object.keys(title), ...Object.keys(content)])];
  return Object.fromEntries(
    languages.map((language) => [
      language,
      { title: title[language] ?? '', content: content[language] ?? '' },
    ]),
  );
}
