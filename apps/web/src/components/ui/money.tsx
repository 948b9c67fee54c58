import { formatMoney as formatMinor, parseAmount } from '@playhall/contracts/money';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import './money.css';

/** What a masked balance shows in place of the digits (portal-shell spec §2). */
const MASK = '****';

/**
 * An API amount ("1250.00", "-12.50") as the visitor reads it: the currency symbol, thousands separators and
 * two decimals; `signed` adds "+" to gains, `whole` drops ".00". The one place money becomes text (ARCHITECTURE.md §4): the <Money>
 * component uses it, and so do the few texts that carry an amount (a confirmation, a message). The text itself
 * comes from `@playhall/contracts/money`, which the game frame uses too, so both show an amount alike.
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
  return formatMinor(minor, symbol, options);
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
