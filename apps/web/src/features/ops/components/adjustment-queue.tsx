import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatMoney, Money, useCurrencySymbol } from '@/components/ui/money';
import { useTranslation } from '@/lib/use-translation';
import { approveAdjustment, rejectAdjustment } from '../api/decide-adjustment';
import { operatorQueryOptions } from '../api/get-me';
import type { QueueAdjustment } from '../api/types';
import { useOpsToken } from '../ops-session';
import { QueuePanel } from './queue-panel';
import { useQueueDecisions } from './use-queue-decisions';
import './ops.css';

/**
 * Large adjustments waiting for a second operator: another operator approves (the ledger moves) or rejects with a
 * reason; the operator who asked sees that it waits for someone else.
 */
export function AdjustmentQueue({ adjustments }: { adjustments: readonly QueueAdjustment[] }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const token = useOpsToken();
  const { data: me } = useQuery(operatorQueryOptions(token));
  const decisions = useQueueDecisions<QueueAdjustment>();
  const approve = (row: QueueAdjustment) =>
    decisions.decide(
      t('ops.approveAdjustmentTitle'),
      t('ops.approveAdjustmentAsk', {
        amount: formatMoney(row.amount, symbol, { signed: true }),
        account: row.account,
        operator: row.requestedBy,
      }),
      () => approveAdjustment(row.id),
    );

  return (
    <QueuePanel
      decisions={decisions}
      icon="scale"
      title={t('ops.adjustmentsTitle')}
      description={t('ops.adjustmentsBody', { count: adjustments.length })}
      emptyTitle={t('ops.adjustmentsEmpty')}
      rows={adjustments}
      rejectTitle={(row) => t('ops.rejectAdjustmentTitle', { id: row.id })}
      reject={(row, reason) => rejectAdjustment(row.id, reason)}
      table={{
        columns: [
          {
            key: 'account',
            header: t('ops.account'),
            cell: (row) => (
              <Link className="ops-link" to={`/ops/members/${row.memberId}`}>
                {row.account}
              </Link>
            ),
          },
          {
            key: 'reason',
            header: t('ops.reason'),
            cell: (row) => <span className="ops-note">{row.reason}</span>,
          },
          { key: 'requestedBy', header: t('ops.requestedBy'), cell: (row) => row.requestedBy },
          {
            key: 'amount',
            header: t('ops.amount'),
            align: 'end',
            cell: (row) => <Money amount={row.amount} signed />,
          },
        ],
        decision: (row) =>
          row.requestedBy === me?.username ? (
            <span className="ops-waiting">{t('ops.awaitingSecond')}</span>
          ) : (
            <Button
              size="sm"
              variant="gold"
              disabled={decisions.action.isBusy}
              aria-label={t('ops.approveAdjustmentLabel', { id: row.id })}
              onClick={() => approve(row)}
            >
              {t('ops.step.approve')}
            </Button>
          ),
        rejectLabel: (row) => t('ops.rejectAdjustmentLabel', { id: row.id }),
      }}
    />
  );
}
