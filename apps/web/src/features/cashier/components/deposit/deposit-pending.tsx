import type { Deposit } from '@playhall/contracts/cashier';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { formatMoney, useCurrencySymbol } from '@/components/ui/money';
import { useTranslation } from '@/lib/use-translation';
import { DepositOutcome } from './deposit-outcome';

/** A bank transfer was declared: it waits for the cashier to match it, and a message tells when it is credited. */
export function DepositPending({ deposit, onAnother }: { deposit: Deposit; onAnother(): void }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  return (
    <DepositOutcome
      icon="hourglass"
      tone="pending"
      title={t('deposit.pendingTitle')}
      description={t('deposit.pendingBody', { amount: formatMoney(deposit.amount, symbol) })}
      deposit={deposit}
    >
      <Button variant="gold" icon="plus" onClick={onAnother}>
        {t('deposit.another')}
      </Button>
      <Link to="/member?page=messageV2" className={buttonClass('ghost')}>
        {t('deposit.viewMessages')}
      </Link>
    </DepositOutcome>
  );
}
