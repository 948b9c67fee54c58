import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Language } from '../config';
import { type Dictionary, en, type MessageKey } from './en';
import { vi } from './vi';
import { zhCN } from './zh-cn';

const DICTIONARIES: Record<Language, Dictionary> = { en, 'zh-CN': zhCN, vi };

export type Params = Record<string, string | number>;

export type I18n = {
  language: Language;
  t(key: MessageKey, params?: Params): string;
  /** Translates a server-given label key (lottery bet types, choices, odds), falling back to its English label. */
  label(labelKey: string, fallback: string): string;
  /** A translated error for a GamePlayError code; unknown codes read as the generic failure, never as the code. */
  error(code: string): string;
  has(key: string): key is MessageKey;
};

function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function createI18n(language: Language): I18n {
  const dictionary = DICTIONARIES[language];
  const has = (key: string): key is MessageKey => Object.hasOwn(dictionary, key);
  const t = (key: MessageKey, params?: Params) => interpolate(dictionary[key] ?? en[key], params);
  return {
    language,
    t,
    has,
    label: (labelKey, fallback) => (has(labelKey) ? t(labelKey) : fallback),
    error: (code) => {
      const key = `error.${code}`;
      return has(key) ? t(key) : t('error.UNKNOWN');
    },
  };
}

const I18nContext = createContext<I18n>(createI18n('en'));

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const value = useMemo(() => createI18n(language), [language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
