import { formatMoney, parseAmount } from '@playhall/contracts/money';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useI18n } from '../i18n/i18n';

export type Format = {
  currency: string;
  /**
   * An amount as minor units or a two-decimal API string, with the currency symbol: the same text the portal
   * shows (`@playhall/contracts/money`), so the frame and the page around it agree.
   */
  money(amount: bigint | string): string;
  /** The same without the currency, for tables whose header names it. */
  number(amount: bigint | string): string;
  time(iso: string): string;
  dateTime(iso: string): string;
};

/** The session names its currency by code; these are the symbols the portal's brands show for them. */
const SYMBOLS: Record<string, string> = { CNY: '¥', RMB: '¥', USD: '$', VND: '₫', EUR: '€', THB: '฿' };

/** The symbol for a currency code; an unknown code is written out before the amount, so nothing is guessed. */
function symbolOf(currency: string): string {
  return SYMBOLS[currency.toUpperCase()] ?? (currency ? `${currency} ` : '');
}

const minorOf = (amount: bigint | string) => (typeof amount === 'bigint' ? amount : parseAmount(amount));

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
  const symbol = symbolOf(currency);
  return {
    currency,
    money: (amount) => formatMoney(minorOf(amount), symbol),
    number: (amount) => formatMoney(minorOf(amount), ''),
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
