import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { Money } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { StatusChip } from '@/components/ui/status-chip';
import { TimeText } from '@/components/ui/time-text';
import { useTranslation } from '@/lib/use-translation';
import {
  decideRedemption,
  type OpsRedemption,
  type RedemptionStatus,
  redemptionsQueryOptions,
} from '../api/points';
import { DecisionQueue } from './decision-queue';
import { useQueueDecisions } from './use-queue-decisions';

const FILTERS = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
const TONES = { IN_PROCESS: 'warning', APPROVED: 'success', REJECTED: 'danger' } as const;

/** The queue of points redemptions: approve pays (cash, bonus) or ships (goods); reject returns points and stock. */
export function MallRedemptions() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RedemptionStatus>('IN_PROCESS');
  const [page, setPage] = useState(1);
  const query = useQuery(redemptionsQueryOptions(status, page));
  const decisions = useQueueDecisions<OpsRedemption>();
  const { action } = decisions;
  const approve = (row: OpsRedemption) =>
    decisions.decide(
      t('ops.points.approveTitle'),
      t('ops.points.approveAsk', { reference: row.reference }),
      () => decideRedemption(row.id, 'approve'),
    );
  const columns: Column<OpsRedemption>[] = [
    {
      key: 'reference',
      header: t('points.reference'),
      cell: (row) => (
        <>
          <code>{row.reference}</code>
          <br />
          <TimeText className="ops-note" iso={row.appliedAt} />
        </>
      ),
    },
    { key: 'account', header: t('ops.points.member'), cell: (row) => row.account },
    {
      key: 'item',
      header: t('points.name'),
      cell: (row) => (
        <>
          {row.name} × {row.quantity}
          <br />
          <span className="ops-note">{t(`points.kinds.${row.kind}`)}</span>
        </>
      ),
    },
    { key: 'points', header: t('points.requiredPoints'), align: 'end', cell: (row) => row.points },
    {
      key: 'amount',
      header: t('points.requiredAmount'),
      align: 'end',
      cell: (row) => (row.amount === null ? '—' : <Money amount={row.amount} />),
    },
    {
      key: 'status',
      header: t('points.statusLabel'),
      cell: (row) => (
        <>
          <StatusChip tone={TONES[row.status]}>{t(`points.status.${row.status}`)}</StatusChip>
          {row.remark ? <span className="ops-note"> {row.remark}</span> : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('ops.bonuses.action'),
      align: 'end',
      cell: (row) =>
        row.status === 'IN_PROCESS' ? (
          <div className="ops-row-actions">
            <Button size="sm" variant="gold" disabled={action.isBusy} onClick={() => approve(row)}>
              {t('ops.points.approve')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={action.isBusy}
              onClick={() => decisions.startRejecting(row)}
            >
              {t('ops.points.reject')}
            </Button>
          </div>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Panel icon="hourglass" title={t('ops.points.queueTitle')} description={t('ops.points.queueBody')}>
      <DecisionQueue
        caption={t('ops.points.queueTitle')}
        statuses={FILTERS}
        status={status}
        onStatus={setStatus}
        statusLabel={(value) => t(`points.status.${value}`)}
        query={query}
        page={page}
        onPage={setPage}
        columns={columns}
        empty={{ icon: 'checkCircle', title: t('ops.points.queueEmpty') }}
        decisions={decisions}
        rejection={(row) => ({
          title: t('ops.points.rejectTitle', { reference: row.reference }),
          note: t('ops.points.rejectNote'),
          confirmLabel: t('ops.points.reject'),
          reject: (reason) => decideRedemption(row.id, 'reject', reason),
        })}
      />
    </Panel>
  );
}
