import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { FormAlert, SegmentedTabs } from '@/components/ui/form-field';
import { Money } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { StatusChip } from '@/components/ui/status-chip';
import { TimeText } from '@/components/ui/time-text';
import { errorMessageForCode } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import {
  decideRedemption,
  type OpsRedemption,
  type RedemptionStatus,
  redemptionsQueryOptions,
} from '../api/points';
import { PagedTable } from './paged-table';
import { ReasonDialog } from './reason-dialog';
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
  const { action, rejecting } = decisions;
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
      <SegmentedTabs
        label={t('ops.points.queueTitle')}
        options={FILTERS.map((value) => ({ value, label: t(`points.status.${value}`) }))}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {action.errorCode && !rejecting ? (
        <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert>
      ) : null}
      <PagedTable
        query={query}
        page={page}
        onPage={setPage}
        caption={t('ops.points.queueTitle')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={{ icon: 'checkCircle', title: t('ops.points.queueEmpty') }}
        skeletonHeight="12rem"
      />
      {rejecting ? (
        <ReasonDialog
          title={t('ops.points.rejectTitle', { reference: rejecting.reference })}
          note={t('ops.points.rejectNote')}
          confirmLabel={t('ops.points.reject')}
          errorMessage={action.errorCode ? errorMessageForCode(t, action.errorCode) : undefined}
          isBusy={action.isBusy}
          onCancel={decisions.stopRejecting}
          onConfirm={(reason) =>
            void action
              .run(() => decideRedemption(rejecting.id, 'reject', reason))
              .then((done) => {
                if (done) decisions.stopRejecting();
              })
          }
        />
      ) : null}
    </Panel>
  );
}
