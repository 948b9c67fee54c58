import { errorCodeOf } from './api-client';
import { i18n } from './i18n';
import { isChunkLoadError } from './lazy-import';
import type { TFunction } from './translator';

/** The code to translate for any failure: a server or client code, a chunk failure, or UNKNOWN. */
export function failureCode(error: unknown): string {
  if (isChunkLoadError(error)) return error.code;
  return errorCodeOf(error);
}

/** The visitor's words for a failure: `errors.<CODE>`, or the unknown-error text. Never the raw message. */
export function errorMessage(t: TFunction, error: unknown): string {
  const key = `errors.${failureCode(error)}`;
  return i18n.exists(key) ? t(key) : t('errors.UNKNOWN');
}

/** The visitor's words for a known code (`errors.<CODE>`), else the unknown-error text. */
export function errorMessageForCode(t: TFunction, code: string): string {
  const key = `errors.${code}`;
  return i18n.exists(key) ? t(key) : t('errors.UNKNOWN');
}
