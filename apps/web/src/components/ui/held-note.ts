import { formatAmount, parseAmount } from '@playhall/contracts/money';

/**
 * "Balance, of which held" (decision 0036), the one rule for showing a wallet: the figure shown is what can be spent
 * (available), as the header shows it; money a withdrawal holds is named apart, with the total it belongs to.
 * Null when nothing is held (or an amount is unreadable: then there is nothing true to add).
 */
export function heldPart(balance: string, available: string): { held: string; total: string } | null {
  try {
    const held = parseAmount(balance) - parseAmount(available);
    return held > 0n ? { held: formatAmount(held), total: balance } : null;
  } catch {
    return null;
  }
}
