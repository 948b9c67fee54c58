import type { NumberedPage } from '@playhall/contracts/paging';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type Column, DataTable } from '@/components/ui/data-table';
import { Money } from '@/components/ui/money';
import { PagedQuery } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { type ChipTone, StatusChip } from '@/components/ui/status-chip';
import { TimeText } from '@/components/ui/time-text';
import { useTranslation } from '@/lib/use-translation';
import {
  type PointRecord,
  pointRecordsQueryOptions,
  type Redemption,
  redemptionsQueryOptions,
} from '../api/points';

const TONES: Record<PointRecord['status'], ChipTone> = {
  COMPLETED: 'success',
  IN_PROCESS: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

function Status({ status }: { status: PointRecord['status'] }) {
  const { t } = useTranslation();
  return <StatusChip tone={TONES[status]}>{t(`points.status.${status}`)}</StatusChip>;
}

/** A page of the member's points lists: a skeleton, the empty state, or the table with its pager. */
function PagedRecords<Row extends { id: string }>({
  query,
  page,
  onPage,
  caption,
  columns,
  empty,
}: {
  query: UseQueryResult<NumberedPage<Row>>;
  page: number;
  onPage(page: number): void;
  caption: string;
  columns: Column<Row>[];
  empty: ReactNode;
}) {
  return (
    <PagedQuery
      query={query}
      page={page}
      onPage={onPage}
      loading={<Skeleton height="12rem" radius="var(--radius-lg)" />}
      empty={empty}
    >
      {(data, isPrevious) => (
        <DataTable
          caption={caption}
          columns={columns}
          rows={data.content}
          rowKey={(row) => row.id}
          isBusy={isPrevious}
        />
      )}
    </PagedQuery>
  );
}

const amountCell = (amount: string | null) => (amount === null ? '—' : <Money amount={amount} />);

/** Redeem history (spec §3 "Points redeem item"): reference, time, type, name, quantity, points, amount, status. */
export function RedeemHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(redemptionsQueryOptions(page));
  const columns: Column<Redemption>[] = [
    { key: 'reference', header: t('points.reference'), cell: (row) => <code>{row.reference}</code> },
    { key: 'appliedAt', header: t('points.appliedAt'), cell: (row) => <TimeText iso={row.appliedAt} /> },
    { key: 'kind', header: t('points.type'), cell: (row) => t(`points.kinds.${row.kind}`) },
    { key: 'name', header: t('points.name'), cell: (row) => row.name },
    { key: 'quantity', header: t('points.quantity'), align: 'end', cell: (row) => row.quantity },
    { key: 'points', header: t('points.requiredPoints'), align: 'end', cell: (row) => row.points },
    {
      key: 'amount',
      header: t('points.requiredAmount'),
      align: 'end',
      cell: (row) => amountCell(row.amount),
    },
    { key: 'status', header: t('points.statusLabel'), cell: (row) => <Status status={row.status} /> },
    { key: 'remark', header: t('points.remark'), cell: (row) => row.remark || '—' },
  ];
  return (
    <PagedRecords
      query={query}
      page={page}
      onPage={setPage}
      caption={t('points.tabs.history')}
      columns={columns}
      empty={<StatePanel compact icon="history" title={t('points.noRedemptions')} />}
    />
  );
}

/** Points details (spec §3 "Points record"): points, amount, status, remark, changed points, balance. */
export function PointsDetails() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(pointRecordsQueryOptions(page));
  const columns: Column<PointRecord>[] = [
    { key: 'createdAt', header: t('points.time'), cell: (row) => <TimeText iso={row.createdAt} /> },
    { key: 'kind', header: t('points.type'), cell: (row) => t(`points.recordKinds.${row.kind}`) },
    { key: 'points', header: t('points.points'), align: 'end', cell: (row) => row.points },
    { key: 'amount', header: t('points.amount'), align: 'end', cell: (row) => amountCell(row.amount) },
    { key: 'status', header: t('points.statusLabel'), cell: (row) => <Status status={row.status} /> },
    {
      key: 'remark',
      header: t('points.remark'),
      // An earning's remark lists the categories it came from, as codes.
      cell: (row) =>
        row.kind === 'EARN'
          ? row.remark
              .split(', ')
              .map((category) => t(`categories.${category}`))
              .join(', ')
          : row.remark || '—',
    },
    {
      key: 'changed',
      header: t('points.changedPoints'),
      align: 'end',
      cell: (row) => (
        <span className={row.changedPoints < 0 ? 'points-change points-change--out' : 'points-change'}>
          {row.changedPoints > 0 ? `+${row.changedPoints}` : row.changedPoints}
        </span>
      ),
    },
    { key: 'balance', header: t('points.balanceAfter'), align: 'end', cell: (row) => row.balanceAfter },
  ];
  return (
    <PagedRecords
      query={query}
      page={page}
      onPage={setPage}
      caption={t('points.tabs.details')}
      columns={columns}
      empty={<StatePanel compact icon="list" title={t('points.noRecords')} />}
    />
  );
}
