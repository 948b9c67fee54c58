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

/**
 * Unicode's bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069). In a name shown
 * to others they reorder what follows (`‮gpj.exe` reads as `exe.jpg`), so names lose them before they are stored.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

export function withoutBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}
