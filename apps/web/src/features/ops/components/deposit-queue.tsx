import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-field';
import { formatMoney, Money, useCurrencySymbol } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { StatePanel } from '@/components/ui/state-panel';
import { StatusChip } from '@/components/ui/status-chip';
import { confirmAction } from '@/lib/dialogs';
import { errorMessageForCode } from '@/lib/error-message';
import { confirmDeposit } from '../api/confirm-deposit';
import { rejectDeposit } from '../api/reject-deposit';
import type { QueueDeposit } from '../api/types';
import { useOpsAction } from '../use-ops-action';
import { ReasonDialog } from './reason-dialog';
import './ops.css';

/** Pending deposits: a bank transfer is confirmed once matched with the statement, or rejected with a reason. */
export function DepositQueue({ deposits }: { deposits: readonly QueueDeposit[] }) {
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  const action = useOpsAction();
  const [rejecting, setRejecting] = useState<QueueDeposit | null>(null);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  const confirm = (deposit: QueueDeposit) =>
    confirmAction(
      t('ops.confirmDepositAsk', { amount: formatMoney(deposit.amount, symbol), account: deposit.account }),
      () => void action.run(() => confirmDeposit(deposit.id)),
    );

  const columns: Column<QueueDeposit>[] = [
    { key: 'id', header: t('ops.id'), cell: (row) => <span className="ops-id">#{row.id}</span> },
    {
      key: 'time',
      header: t('ops.time'),
      cell: (row) => <time dateTime={row.createdAt}>{time.format(new Date(row.createdAt))}</time>,
    },
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
    { key: 'amount', header: t('ops.amount'), align: 'end', cell: (row) => <Money amount={row.amount} /> },
    {
      key: 'actions',
      header: t('ops.actions'),
      align: 'end',
      cell: (row) => (
        <span className="ops-actions">
          <Button
            size="sm"
            variant="gold"
            disabled={action.isBusy}
            aria-label={t('ops.confirmDepositLabel', { id: row.id })}
            onClick={() => confirm(row)}
          >
            {t('ops.confirm')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={action.isBusy}
            aria-label={t('ops.rejectDepositLabel', { id: row.id })}
            onClick={() => {
              action.clearError();
              setRejecting(row);
            }}
          >
            {t('ops.reject')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Panel
      icon="deposit"
      title={t('ops.depositsTitle')}
      description={t('ops.depositsBody', { count: deposits.length })}
    >
      {action.errorCode && !rejecting ? (
        <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert>
      ) : null}
      {deposits.length === 0 ? (
        <StatePanel compact icon="checkCircle" title={t('ops.depositsEmpty')} />
      ) : (
        <DataTable
          caption={t('ops.depositsTitle')}
          columns={columns}
          rows={deposits}
          rowKey={(row) => row.id}
        />
      )}
      {rejecting ? (
        <ReasonDialog
          title={t('ops.rejectDepositTitle', { id: rejecting.id })}
          confirmLabel={t('ops.reject')}
          isBusy={action.isBusy}
          errorMessage={action.errorCode ? errorMessageForCode(t, action.errorCode) : undefined}
          onCancel={() => setRejecting(null)}
          onConfirm={(reason) =>
            void action
              .run(async () => {
                await rejectDeposit(rejecting.id, reason);
                return true;
              })
              .then((done) => {
                if (done) setRejecting(null);
              })
          }
        />
      ) : null}
    </Panel>
  );
}
