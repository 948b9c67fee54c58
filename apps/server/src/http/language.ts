import { isOfferedLanguage, type LanguageCode, OFFERED_LANGUAGE_CODES } from '@playhall/contracts/languages';
import type { FastifyRequest } from 'fastify';

export const LANGUAGE_COOKIE = 'ph_lang';

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function fromAcceptLanguage(header: string | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    if (isOfferedLanguage(tag)) return tag;
    const base = tag.split('-')[0] ?? '';
    const match = OFFERED_LANGUAGE_CODES.find((code) => code === base || code.startsWith(`${base}-`));
    if (match) return match;
  }
  return undefined;
}

/** The language the visitor chose on this device (the cookie the language update call sets), if it is offered. */
export function savedLanguage(request: FastifyRequest): LanguageCode | undefined {
  const saved = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  return saved && isOfferedLanguage(saved) ? saved : undefined;
}

/**
 * The language content is served in: the explicit `language` parameter, else the visitor's saved choice
 * (the cookie the language update call sets), else the browser's preference, else the brand default. Only offered
 * languages are inferred: a browser asking for French reads the brand default, not English-underneath French.
 */
export function resolveLanguage(
  request: FastifyRequest,
  explicit: LanguageCode | undefined,
  brandDefault: LanguageCode,
): LanguageCode {
  if (explicit) return explicit;
  return savedLanguage(request) ?? fromAcceptLanguage(request.headers['accept-language']) ?? brandDefault;
}
