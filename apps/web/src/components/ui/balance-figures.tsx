import { useTranslation } from '@/lib/use-translation';
import { heldPart } from './held-note';
import { Icon } from './icon';
import { formatMoney, Money, useCurrencySymbol } from './money';

/**
 * A wallet's money by the one rule (decision 0036, `heldPart`): what can be spent, large, the figure the header
 * shows too; under it, when a withdrawal holds some, how much and the total ("¥200.00 is held for withdrawals ·
 * ¥5,000.00 in total").
 */
export function BalanceFigures({
  balance,
  available,
  amountClassName,
  noteClassName,
}: {
  balance: string;
  available: string;
  amountClassName?: string;
  noteClassName?: string;
}) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const part = heldPart(balance, available);
  return (
    <>
      <Money amount={available} className={amountClassName} />
      {part ? (
        <span className={noteClassName ? `held-note ${noteClassName}` : 'held-note'}>
          <Icon name="lock" size={14} className="held-note__icon" />
          <span>
            {t('header.balanceHeld', { amount: formatMoney(part.held, symbol) })} ·{' '}
            {t('header.balanceTotal', { amount: formatMoney(part.total, symbol) })}
          </span>
        </span>
      ) : null}
    </>
  );
}
