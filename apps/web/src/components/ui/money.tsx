import { formatAmountGrouped, parseAmount } from '@playhall/contracts/money';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import './money.css';

/** What a masked balance shows in place of the digits (portal-shell spec §2). */
const MASK = '****';

/**
 * An API amount ("1250.00", "-12.50") as the visitor reads it: the currency symbol, thousands separators and
 * two decimals; `signed` adds "+" to gains, `whole` drops ".00". The one place money becomes text (ARCHITECTURE.md §4): the <Money>
 * component uses it, and so do the few texts that carry an amount (a confirmation, a message).
 */
export function formatMoney(
  amount: string,
  symbol: string,
  options: { signed?: boolean; whole?: boolean } = {},
): string {
  let minor: bigint;
  try {
    minor = parseAmount(amount.trim());
  } catch {
    return '—';
  }
  const grouped = formatAmountGrouped(minor < 0n ? -minor : minor);
  // Quick-amount chips read "¥500", not "¥500.00"; amounts with cents keep them.
  const digits = options.whole && grouped.endsWith('.00') ? grouped.slice(0, -3) : grouped;
  const text = `${symbol}${digits}`;
  if (minor < 0n) return `-${text}`;
  return options.signed && minor > 0n ? `+${text}` : text;
}

/** The brand's currency symbol, for texts that carry an amount. */
export function useCurrencySymbol(): string {
  return useBootstrap().brand.currencySymbol;
}

function tone(amount: string): 'up' | 'down' | 'flat' {
  if (amount.trim().startsWith('-')) return 'down';
  return /[1-9]/.test(amount) ? 'up' : 'flat';
}

/**
 * Money on screen (ARCHITECTURE.md §4: one component): the brand's symbol and two decimals, tabular digits;
 * `signed` colours gains and losses, `masked` shows stars instead of the digits.
 */
export function Money({
  amount,
  signed = false,
  masked = false,
  className = '',
}: {
  amount: string;
  signed?: boolean;
  masked?: boolean;
  className?: string;
}) {
  const symbol = useCurrencySymbol();
  const classes = ['money', signed ? `money--${tone(amount)}` : '', className].filter(Boolean).join(' ');
  return (
    <span className={classes} data-amount={masked ? undefined : amount}>
      {masked ? `${symbol}${MASK}` : formatMoney(amount, symbol, { signed })}
    </span>
  );
}
