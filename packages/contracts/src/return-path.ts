import { hasControlCharacters } from './text-safety';

/**
 * The page on `origin` that a "back" or "return" address names, as an absolute address, or null when it names
 * anything else. Browsers read `\` as `/`, so `/\evil.example` is `//evil.example`: another host. Backslashes and
 * control characters are refused outright, and what is left must resolve to `origin` itself (issue 11.14).
 */
export function sameOriginAddress(value: string | null | undefined, origin: string): string | null {
  if (!value || value.length > 2048 || value.includes('\\') || hasControlCharacters(value)) return null;
  if (!value.startsWith('/') && !/^https?:\/\//i.test(value)) return null;
  try {
    const base = new URL(origin);
    const url = new URL(value, base);
    return url.origin === base.origin ? url.href : null;
  } catch {
    return null;
  }
}
