import type { Deposit } from '@playhall/contracts/cashier';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { useTranslation } from '@/lib/use-translation';
import { depositChannelsQueryOptions } from '../../api/get-deposit-channels';
import { DepositForm } from './deposit-form';
import { DepositPending } from './deposit-pending';
import { DepositReturn } from './deposit-return';
import { RecentDeposits } from './recent-deposits';
import '../cashier.css';
import './deposit.css';

/**
 * depositv2: a new deposit (bank transfer or online gateway), the state of a declared transfer, the return
 * from the gateway (`deposit=<id>`), and my recent deposits.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const returnedId = params.get('deposit');
  const [pending, setPending] = useState<Deposit | null>(null);
  const channels = useQuery(depositChannelsQueryOptions);

  const startAgain = () => {
    setPending(null);
    if (returnedId) {
      const next = new URLSearchParams(params);
      next.delete('deposit');
      setParams(next, { replace: true });
    }
  };

  // A bank transfer waits for the cashier; an online payment that needs no page (already settled) shows its state.
  const declared = (deposit: Deposit) => {
    if (deposit.kind === 'BANK_TRANSFER') {
      setPending(deposit);
      return;
    }
    const next = new URLSearchParams(params);
    next.set('deposit', deposit.id);
    setParams(next, { replace: true });
  };

  let main: ReactNode;
  if (returnedId) main = <DepositReturn key={returnedId} id={returnedId} onAnother={startAgain} />;
  else if (pending) main = <DepositPending deposit={pending} onAnother={startAgain} />;
  else if (channels.isPending) main = <Skeleton height="22rem" radius="var(--radius-lg)" />;
  else if (!channels.data)
    main = <ErrorState error={channels.error} onRetry={() => void channels.refetch()} />;
  else if (channels.data.length === 0)
    main = (
      <StatePanel icon="bank" title={t('deposit.noChannels')} description={t('deposit.noChannelsBody')} />
    );
  else
    main = (
      <Panel icon="deposit" title={t('deposit.title')} description={t('deposit.body')}>
        <DepositForm channels={channels.data} onPending={declared} />
      </Panel>
    );

  return (
    <div className="panel-stack">
      {main}
      <RecentDeposits />
    </div>
  );
}
