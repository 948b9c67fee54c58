import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useI18n } from '../i18n/i18n';
import { formatMoney, formatNumber, toMinor } from './money';

export type Format = {
  currency: string;
  /** An amount as minor units or a two-decimal string, with the currency symbol. */
  money(amount: number | string): string;
  /** The same without the currency, for tables whose header names it. */
  number(amount: number | string): string;
  time(iso: string): string;
  dateTime(iso: string): string;
};

const minorOf = (amount: number | string) => (typeof amount === 'number' ? amount : toMinor(amount));

function createFormat(currency: string, locale: string): Format {
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const dateTime = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const safe = (formatter: Intl.DateTimeFormat, iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
  };
  return {
    currency,
    money: (amount) => formatMoney(minorOf(amount), currency, locale),
    number: (amount) => formatNumber(minorOf(amount), locale),
    time: (iso) => safe(time, iso),
    dateTime: (iso) => safe(dateTime, iso),
  };
}

const FormatContext = createContext<Format>(createFormat('', 'en'));

export function FormatProvider({ currency, children }: { currency: string; children: ReactNode }) {
  const { language } = useI18n();
  const value = useMemo(() => createFormat(currency, language), [currency, language]);
  return <FormatContext.Provider value={value}>{children}</FormatContext.Provider>;
}

export function useFormat(): Format {
  return useContext(FormatContext);
}
