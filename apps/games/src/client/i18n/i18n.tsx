import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Language } from '../config';
import { en, type MessageKey } from '../locales/en';
import { type Catalogue, ENGLISH } from './catalogues';

export type Params = Record<string, string | number>;

export type I18n = {
  language: Language;
  t(key: MessageKey, params?: Params): string;
  /** Translates a server-given label key (lottery bet types, choices, odds), falling back to its English label. */
  label(labelKey: string, fallback: string): string;
  /** A translated error for a GamePlayError code; unknown codes read as the generic failure, never as the code. */
  error(code: string): string;
  has(key: string): key is MessageKey;
  /** A slot symbol's name (themes speak English) in this language; English when it has none. */
  symbol(name: string): string;
};

function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function createI18n(language: Language, catalogue: Catalogue = ENGLISH): I18n {
  const { dictionary, symbols } = catalogue;
  const has = (key: string): key is MessageKey => Object.hasOwn(dictionary, key);
  const t = (key: MessageKey, params?: Params) => interpolate(dictionary[key] ?? en[key], params);
  return {
    language,
    t,
    has,
    symbol: (name) => symbols[name] ?? name,
    label: (labelKey, fallback) => (has(labelKey) ? t(labelKey) : fallback),
    error: (code) => {
      const key = `error.${code}`;
      return has(key) ? t(key) : t('error.UNKNOWN');
    },
  };
}

const I18nContext = createContext<I18n>(createI18n('en'));

export function I18nProvider({
  language,
  catalogue,
  children,
}: {
  language: Language;
  catalogue: Catalogue;
  children: ReactNode;
}) {
  const value = useMemo(() => createI18n(language, catalogue), [language, catalogue]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
