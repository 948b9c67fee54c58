import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-field';
import { formatMoney, Money, useCurrencySymbol } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { StatePanel } from '@/components/ui/state-panel';
import { confirmAction } from '@/lib/dialogs';
import { errorMessageForCode } from '@/lib/error-message';
import { approveAdjustment, rejectAdjustment } from '../api/decide-adjustment';
import { operatorQueryOptions } from '../api/get-me';
import type { QueueAdjustment } from '../api/types';
import { useOpsToken } from '../ops-session';
import { useOpsAction } from '../use-ops-action';
import { ReasonDialog } from './reason-dialog';
import './ops.css';

/**
 * Large adjustments waiting for a second operator: another operator approves (the ledger moves) or rejects with a
 * reason; the operator who asked sees that it waits for someone else.
 */
export function AdjustmentQueue({ adjustments }: { adjustments: readonly QueueAdjustment[] }) {
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  const token = useOpsToken();
  const { data: me } = useQuery(operatorQueryOptions(token));
  const action = useOpsAction();
  const [rejecting, setRejecting] = useState<QueueAdjustment | null>(null);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  const approve = (row: QueueAdjustment) =>
    confirmAction(
      t('ops.approveAdjustmentAsk', {
        amount: formatMoney(row.amount, symbol, { signed: true }),
        account: row.account,
        operator: row.requestedBy,
      }),
      () => void action.run(() => approveAdjustment(row.id)),
    );

  const columns: Column<QueueAdjustment>[] = [
    { key: 'id', header: t('ops.id'), cell: (row) => <span className="ops-id">#{row.id}</span> },
    {
      key: 'time',
      header: t('ops.time'),
      cell: (row) => <time dateTime={row.createdAt}>{time.format(new Date(row.createdAt))}</time>,
    },
    {
      key: 'account',
      header: t('ops.account'),
      cell: (row) => (
        <Link className="ops-link" to={`/ops/members/${row.memberId}`}>
          {row.account}
        </Link>
      ),
    },
    { key: 'reason', header: t('ops.reason'), cell: (row) => <span className="ops-note">{row.reason}</span> },
    { key: 'requestedBy', header: t('ops.requestedBy'), cell: (row) => row.requestedBy },
    {
      key: 'amount',
      header: t('ops.amount'),
      align: 'end',
      cell: (row) => <Money amount={row.amount} signed />,
    },
    {
      key: 'actions',
      header: t('ops.actions'),
      align: 'end',
      cell: (row) => (
        <span className="ops-actions">
          {row.requestedBy === me?.username ? (
            <span className="ops-waiting">{t('ops.awaitingSecond')}</span>
          ) : (
            <Button
              size="sm"
              variant="gold"
              disabled={action.isBusy}
              aria-label={t('ops.approveAdjustmentLabel', { id: row.id })}
              onClick={() => approve(row)}
            >
              {t('ops.step.approve')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            disabled={action.isBusy}
            aria-label={t('ops.rejectAdjustmentLabel', { id: row.id })}
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
      icon="scale"
      title={t('ops.adjustmentsTitle')}
      description={t('ops.adjustmentsBody', { count: adjustments.length })}
    >
      {action.errorCode && !rejecting ? (
        <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert>
      ) : null}
      {adjustments.length === 0 ? (
        <StatePanel compact icon="checkCircle" title={t('ops.adjustmentsEmpty')} />
      ) : (
        <DataTable
          caption={t('ops.adjustmentsTitle')}
          columns={columns}
          rows={adjustments}
          rowKey={(row) => row.id}
        />
      )}
      {rejecting ? (
        <ReasonDialog
          title={t('ops.rejectAdjustmentTitle', { id: rejecting.id })}
          confirmLabel={t('ops.reject')}
          isBusy={action.isBusy}
          errorMessage={action.errorCode ? errorMessageForCode(t, action.errorCode) : undefined}
          onCancel={() => setRejecting(null)}
          onConfirm={(reason) =>
            void action
              .run(async () => {
                await rejectAdjustment(rejecting.id, reason);
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
