import { z } from 'zod';

/**
 * Characters no text field of ours takes (issue 11.12): the C0 controls and DEL, NUL among them, which PostgreSQL
 * refuses in text, and which nobody types. Tab and line breaks are allowed only where a field is multi-line.
 */
export function hasControlCharacters(value: string, { multiLine = false } = {}): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code === 0x7f) return true;
    if (code >= 0x20) continue;
    if (multiLine && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    return true;
  }
  return false;
}

/** Fields that are multi-line by nature (comments, remarks, messages): they may hold tabs and line breaks. */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set([
  'remark',
  'comment',
  'content',
  'message',
  'reason',
  'description',
  'body',
]);

/**
 * Unicode's bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069). In a name shown
 * to others they reorder what follows (`‮gpj.exe` reads as `exe.jpg`), so names lose them before they are stored.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

export function withoutBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

/** A name that others see (nickname, real name, account holder): trimmed, without bidirectional controls. */
export const zShownName = (min: number, max: number) =>
  z
    .string()
    .max(max * 2)
    .transform((value) => withoutBidiControls(value).trim())
    .pipe(z.string().min(min).max(max));
