import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useBrandTime } from '@/lib/use-brand-time';
import { useTranslation } from '@/lib/use-translation';
import { queueQueryOptions } from '../api/get-queue';
import { AdjustmentQueue } from './adjustment-queue';
import { DepositQueue } from './deposit-queue';
import { WithdrawalQueue } from './withdrawal-queue';
import './ops.css';

/**
 * The cashier queue: pending deposits, unsettled withdrawals and adjustments waiting for a second operator,
 * refreshed every 15 seconds and on demand.
 */
export function OpsQueue() {
  const { t } = useTranslation();
  const queue = useQuery(queueQueryOptions);
  const time = useBrandTime();
  if (queue.isPending) {
    return (
      <div className="panel-stack" aria-busy="true">
        <Skeleton height="12rem" radius="var(--radius-lg)" />
        <Skeleton height="16rem" radius="var(--radius-lg)" />
      </div>
    );
  }
  if (!queue.data) return <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />;
  const updated = time.time(new Date(queue.dataUpdatedAt).toISOString(), { seconds: true });
  return (
    <div className="panel-stack">
      <div className="ops-toolbar">
        <p className="ops-toolbar__note">{t('ops.updatedAt', { time: updated })}</p>
        <Button
          size="sm"
          variant="ghost"
          icon="refresh"
          disabled={queue.isFetching}
          onClick={() => void queue.refetch()}
        >
          {t('ops.refresh')}
        </Button>
      </div>
      <DepositQueue deposits={queue.data.deposits} />
      <WithdrawalQueue withdrawals={queue.data.withdrawals} />
      <AdjustmentQueue adjustments={queue.data.adjustments} />
    </div>
  );
}
