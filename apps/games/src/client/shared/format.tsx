import { formatBrandDateTime, formatBrandTime } from '@playhall/contracts/brand-time';
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
  /**
   * "20:15 GMT+8" and "31 Jan 2025 20:15 GMT+8": the brand's clock in the language's date format, the same text the
   * portal shows (`@playhall/contracts/brand-time`), whatever zone the player's device is in.
   */
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

function createFormat(currency: string, language: string, timeZone: string): Format {
  const symbol = symbolOf(currency);
  return {
    currency,
    money: (amount) => formatMoney(minorOf(amount), symbol),
    number: (amount) => formatMoney(minorOf(amount), ''),
    time: (iso) => formatBrandTime(iso, timeZone),
    dateTime: (iso) => formatBrandDateTime(iso, timeZone, language),
  };
}

const FormatContext = createContext<Format>(createFormat('', 'en', 'UTC'));

/** `timeZone`: the session's brand zone; a session stored before sessions named one reads UTC, labelled so. */
export function FormatProvider({
  currency,
  timeZone = 'UTC',
  children,
}: {
  currency: string;
  timeZone?: string;
  children: ReactNode;
}) {
  const { language } = useI18n();
  const value = useMemo(() => createFormat(currency, language, timeZone), [currency, language, timeZone]);
  return <FormatContext.Provider value={value}>{children}</FormatContext.Provider>;
}

export function useFormat(): Format {
  return useContext(FormatContext);
}
