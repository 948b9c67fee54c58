import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { formatMoney, useCurrencySymbol } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import { refreshMoneyData } from '@/lib/use-money-action';
import { useTranslation } from '@/lib/use-translation';
import { getDeposits } from '../../api/get-deposits';
import { DepositOutcome } from './deposit-outcome';

const POLL_MS = 2_000;
const GIVE_UP_MS = 60_000;
/** The deposit just made is on the first page of my deposits. */
const PAGE_SIZE = 20;

/**
 * Back from the payment gateway (`?deposit=<id>`): the deposit's state, asked for every 2 seconds while it is
 * pending (the gateway's callback arrives within seconds), for at most a minute; once settled the balance
 * loads again.
 */
export function DepositReturn({ id, onAnother }: { id: string; onAnother(): void }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const deposits = useQuery({
    queryKey: ['cashier', 'deposit-return', id, startedAt],
    queryFn: ({ signal }) => getDeposits(1, PAGE_SIZE, signal),
    refetchInterval: (query) => {
      const found = query.state.data?.content.find((deposit) => deposit.id === id);
      const isWaiting = !found || found.status === 'PENDING';
      return isWaiting && Date.now() - startedAt < GIVE_UP_MS ? POLL_MS : false;
    },
  });
  const deposit = deposits.data?.content.find((candidate) => candidate.id === id);
  const status = deposit?.status;
  const isSettled = status !== undefined && status !== 'PENDING';
  const hasGivenUp = !isSettled && !deposits.isFetching && Date.now() - startedAt >= GIVE_UP_MS;

  useEffect(() => {
    if (isSettled) void refreshMoneyData();
  }, [isSettled]);

  const another = (
    <Button variant="gold" icon="plus" onClick={onAnother}>
      {t('deposit.another')}
    </Button>
  );
  const records = (
    <Link to="/member?page=transactionHistory" className={buttonClass('ghost')}>
      {t('deposit.viewRecords')}
    </Link>
  );

  if (status === 'CREDITED' && deposit) {
    return (
      <DepositOutcome
        icon="checkCircle"
        tone="success"
        title={t('deposit.creditedTitle')}
        description={t('deposit.creditedBody', { amount: formatMoney(deposit.amount, symbol) })}
        deposit={deposit}
      >
        {another}
        {records}
      </DepositOutcome>
    );
  }
  if (isSettled && deposit) {
    return (
      <DepositOutcome
        icon="xCircle"
        tone="failure"
        title={t('deposit.failedTitle')}
        description={t('deposit.failedBody')}
        deposit={deposit}
      >
        <Button variant="gold" icon="refresh" onClick={onAnother}>
          {t('deposit.tryAgain')}
        </Button>
      </DepositOutcome>
    );
  }
  if (hasGivenUp || (deposits.isError && !deposits.isFetching)) {
    return (
      <DepositOutcome
        icon="hourglass"
        tone="pending"
        title={t('deposit.slowTitle')}
        description={t('deposit.slowBody')}
        deposit={deposit}
      >
        <Button variant="outline" icon="refresh" onClick={() => setStartedAt(Date.now())}>
          {t('deposit.checkAgain')}
        </Button>
        {another}
      </DepositOutcome>
    );
  }
  return (
    <DepositOutcome
      icon="hourglass"
      tone="pending"
      title={t('deposit.confirmingTitle')}
      description={
        <span className="deposit-outcome__waiting">
          <Spinner size={18} />
          {t('deposit.confirmingBody')}
        </span>
      }
      deposit={deposit}
    />
  );
}
