import type { Deposit } from '@playhall/contracts/cashier';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/ui/data-table';
import { Money } from '@/components/ui/money';
import { PagedQuery } from '@/components/ui/pager';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { TimeText } from '@/components/ui/time-text';
import { useTranslation } from '@/lib/use-translation';
import { depositsQueryOptions } from '../../api/get-deposits';
import { DepositStatusChip } from '../status-chips';

const PAGE_SIZE = 5;

/** My recent deposits with their states, a page at a time. */
export function RecentDeposits() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const deposits = useQuery(depositsQueryOptions(pageNo, PAGE_SIZE));
  const columns: Column<Deposit>[] = [
    {
      key: 'time',
      header: t('deposit.time'),
      cell: (row) => <TimeText iso={row.createdAt} />,
    },
    { key: 'channel', header: t('deposit.channel'), cell: (row) => row.channel },
    { key: 'reference', header: t('deposit.reference'), cell: (row) => row.payerReference ?? '—' },
    {
      key: 'amount',
      header: t('deposit.amount'),
      align: 'end',
      cell: (row) => <Money amount={row.amount} />,
    },
    {
      key: 'status',
      header: t('deposit.statusLabel'),
      cell: (row) => <DepositStatusChip status={row.status} />,
    },
  ];
  return (
    <Panel icon="history" title={t('deposit.recentTitle')}>
      <PagedQuery
        query={deposits}
        page={pageNo}
        onPage={setPageNo}
        loading={<Skeleton height="10rem" radius="var(--radius-lg)" />}
        empty={<StatePanel compact icon="receipt" title={t('deposit.recentEmpty')} />}
      >
        {(data, isPrevious) => (
          <DataTable
            caption={t('deposit.recentTitle')}
            columns={columns}
            rows={data.content}
            rowKey={(row) => row.id}
            isBusy={isPrevious}
          />
        )}
      </PagedQuery>
    </Panel>
  );
}
