/**
 * The validation pattern catalogue (portal-shell spec §5). Operators attach a pattern to a registration field by
 * its id; the server sends the pattern source with the rule so that the client checks exactly what the server
 * re-checks. Messages live in the locale catalogues under `validation.pattern.<id>`.
 */
export const VALIDATION_PATTERNS = {
  1: { name: 'letterFirstAlphanumeric', source: '^[A-Za-z][A-Za-z0-9]*$' },
  2: { name: 'kanjiAndNumbers', source: '^[\\p{Script=Han}0-9]+$' },
  3: { name: 'email', source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  4: { name: 'alphanumeric', source: '^[A-Za-z0-9]+$' },
  5: { name: 'lettersAndNumbers', source: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$' },
  6: { name: 'digits', source: '^[0-9]+$' },
  7: { name: 'alphanumericWithUppercase', source: '^(?=.*[A-Z])[A-Za-z0-9]+$' },
  8: { name: 'englishLettersAndSpaces', source: '^[A-Za-z ]+$' },
  9: { name: 'noSpaces', source: '^\\S+$' },
  10: { name: 'chineseAndPunctuation', source: '^[\\p{Script=Han}\\u3000-\\u303F\\uFF00-\\uFFEF\\u00B7]+$' },
  11: { name: 'dateYmd', source: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' },
  12: { name: 'dateMdy', source: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$' },
  13: { name: 'lettersAndSpaces', source: '^[\\p{L} ]+$' },
  14: { name: 'korean', source: '^[\\p{Script=Hangul}]+$' },
  15: { name: 'thai', source: '^[\\p{Script=Thai}]+$' },
  16: { name: 'thaiOrEnglishWithSpaces', source: '^[\\p{Script=Thai}A-Za-z ]+$' },
  17: { name: 'uppercaseAndSpaces', source: '^(?=.*[A-Z])[A-Z ]+$' },
  18: { name: 'lettersDigitsSymbols', source: '^[\\x21-\\x7E]+$' },
  19: {
    name: 'strongPassword',
    source: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9])[\\x21-\\x7E]+$',
  },
} as const;

export type PatternId = keyof typeof VALIDATION_PATTERNS;

export const PATTERN_IDS = Object.keys(VALIDATION_PATTERNS).map(Number) as PatternId[];

export function isPatternId(value: number): value is PatternId {
  return Object.hasOwn(VALIDATION_PATTERNS, value);
}

/** Compiles a pattern source the way both sides must: Unicode-aware, whole-value match. */
export function compilePattern(source: string): RegExp {
  return new RegExp(source, 'u');
}

/**
 * Replaces "(min)" and "(max)" in a message template. When both bounds are equal the range collapses to one
 * value ("Please enter 6 characters").
 */
export function fillBounds(template: string, min: number, max: number): string {
  if (min === max) {
    return template.replace(/\(min\)\s*-\s*\(max\)/g, String(min)).replace(/\((min|max)\)/g, String(min));
  }
  return template.replace(/\(min\)/g, String(min)).replace(/\(max\)/g, String(max));
}
