import { Button } from '@/components/ui/button';
import { formatMoney, Money, useCurrencySymbol } from '@/components/ui/money';
import { StatusChip } from '@/components/ui/status-chip';
import { useTranslation } from '@/lib/use-translation';
import { confirmDeposit } from '../api/confirm-deposit';
import { rejectDeposit } from '../api/reject-deposit';
import type { QueueDeposit } from '../api/types';
import { QueuePanel } from './queue-panel';
import { useQueueDecisions } from './use-queue-decisions';
import './ops.css';

/** Pending deposits: a bank transfer is confirmed once matched with the statement, or rejected with a reason. */
export function DepositQueue({ deposits }: { deposits: readonly QueueDeposit[] }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const decisions = useQueueDecisions<QueueDeposit>();
  const confirm = (deposit: QueueDeposit) =>
    decisions.decide(
      t('ops.confirmDepositTitle'),
      t('ops.confirmDepositAsk', { amount: formatMoney(deposit.amount, symbol), account: deposit.account }),
      () => confirmDeposit(deposit.id),
    );

  return (
    <QueuePanel
      decisions={decisions}
      icon="deposit"
      title={t('ops.depositsTitle')}
      description={t('ops.depositsBody', { count: deposits.length })}
      emptyTitle={t('ops.depositsEmpty')}
      rows={deposits}
      rejectTitle={(row) => t('ops.rejectDepositTitle', { id: row.id })}
      reject={(row, reason) => rejectDeposit(row.id, reason)}
      table={{
        columns: [
          { key: 'account', header: t('ops.account'), cell: (row) => <strong>{row.account}</strong> },
          {
            key: 'channel',
            header: t('ops.channel'),
            cell: (row) => (
              <span className="ops-stack">
                {row.channel}
                {row.channel === t(`ops.kind.${row.kind}`) ? null : (
                  <StatusChip tone={row.kind === 'BANK_TRANSFER' ? 'info' : 'neutral'}>
                    {t(`ops.kind.${row.kind}`)}
                  </StatusChip>
                )}
              </span>
            ),
          },
          { key: 'reference', header: t('ops.payerReference'), cell: (row) => row.payerReference ?? '—' },
          {
            key: 'amount',
            header: t('ops.amount'),
            align: 'end',
            cell: (row) => <Money amount={row.amount} />,
          },
        ],
        decision: (row) => (
          <Button
            size="sm"
            variant="gold"
            disabled={decisions.action.isBusy}
            aria-label={t('ops.confirmDepositLabel', { id: row.id })}
            onClick={() => confirm(row)}
          >
            {t('ops.confirm')}
          </Button>
        ),
        rejectLabel: (row) => t('ops.rejectDepositLabel', { id: row.id }),
      }}
    />
  );
}
