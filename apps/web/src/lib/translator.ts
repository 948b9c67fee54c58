/**
 * The portal's translator (decision 0038): catalogues per language, looked up by dotted key, with English as the
 * fallback key by key, `{{name}}` interpolation and plural forms chosen by `count` through Intl.PluralRules
 * (`key_one`, `key_other`, …, as in the catalogues). It is the small part of i18next the portal used, at a tenth of
 * its weight in the home page's JavaScript.
 */

export type TOptions = { count?: number; [name: string]: unknown };
export type TFunction = (key: string, options?: TOptions) => string;

type Catalogue = { readonly [key: string]: unknown };

const FALLBACK = 'en';
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Nested catalogue objects become one map of dotted keys; only non-empty strings are words. */
function flatten(catalogue: Catalogue, prefix: string, into: Map<string, string>, overwrite: boolean): void {
  for (const [name, value] of Object.entries(catalogue)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') {
      if (value !== '' && (overwrite || !into.has(key))) into.set(key, value);
    } else if (value && typeof value === 'object') {
      flatten(value as Catalogue, key, into, overwrite);
    }
  }
}

export class Translator {
  private readonly words = new Map<string, Map<string, string>>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private readonly listeners = new Set<() => void>();
  private current = FALLBACK;

  get language(): string {
    return this.current;
  }

  /** Adds a catalogue's words to a language; `overwrite` false keeps the words already there. */
  addCatalogue(language: string, catalogue: Catalogue, overwrite = true): void {
    let words = this.words.get(language);
    if (!words) {
      words = new Map();
      this.words.set(language, words);
    }
    flatten(catalogue, '', words, overwrite);
    this.notify();
  }

  changeLanguage(language: string): void {
    if (language === this.current) return;
    this.current = language;
    this.notify();
  }

  /** Whether a key has words in the current language or in English. */
  readonly exists = (key: string): boolean => this.lookup(key) !== undefined;

  /** The words of a key, or an empty string when no catalogue has them (never the key itself on screen). */
  readonly t: TFunction = (key, options) => {
    const words = this.lookup(key, options?.count) ?? '';
    if (!options || !words.includes('{{')) return words;
    return words.replace(PLACEHOLDER, (_match, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? '' : String(value);
    });
  };

  /** Called after every change of language or words; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private lookup(key: string, count?: number): string | undefined {
    for (const language of this.current === FALLBACK ? [FALLBACK] : [this.current, FALLBACK]) {
      const words = this.words.get(language);
      if (!words) continue;
      if (typeof count === 'number') {
        const form =
          words.get(`${key}_${this.pluralFor(language).select(count)}`) ?? words.get(`${key}_other`);
        if (form !== undefined) return form;
      }
      const plain = words.get(key);
      if (plain !== undefined) return plain;
    }
    return undefined;
  }

  private pluralFor(language: string): Intl.PluralRules {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = Intl.PluralRules.supportedLocalesOf(language).length
        ? new Intl.PluralRules(language)
        : new Intl.PluralRules(FALLBACK);
      this.pluralRules.set(language, rules);
    }
    return rules;
  }
}
