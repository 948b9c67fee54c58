import type { Transaction } from '@playhall/contracts/wallet';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/ui/data-table';
import { Money } from '@/components/ui/money';
import { PagedQuery } from '@/components/ui/pager';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { TimeText } from '@/components/ui/time-text';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { gmtOffset } from '@/lib/brand-time';
import { presetRange } from '@/lib/date-range';
import { useTranslation } from '@/lib/use-translation';
import { bonusTransactionsQueryOptions } from '../api/get-bonus-transactions';
import { type RecordFilter, transactionsQueryOptions } from '../api/get-transactions';
import { walletsQueryOptions } from '../api/get-wallets';
import { BONUS_RECORD_TYPES, RECORD_TYPES } from '../api/types';
import { RecordFilters, type RecordFilterValue } from './record-filters';
import { useWalletName } from './wallet-name';
import './records.css';

const PAGE_SIZE = 20;

/**
 * transactionHistory (the account record) and bonusDetails: every movement of the member's wallets with its
 * type, wallet, signed amount and the balance after it, filtered by type and period, a page at a time.
 */
export function RecordsPage({ scope }: { scope: 'all' | 'bonus' }) {
  const { t, i18n } = useTranslation();
  const nameOf = useWalletName();
  const { timeZone } = useBootstrap().brand;
  const [filter, setFilter] = useState<RecordFilterValue>(() => ({
    type: null,
    preset: 'last7',
    range: presetRange('last7', timeZone),
  }));
  const [pageNo, setPageNo] = useState(1);
  const query: RecordFilter = { type: filter.type, ...filter.range, pageNo, pageSize: PAGE_SIZE };
  const records = useQuery(
    scope === 'all' ? transactionsQueryOptions(query) : bonusTransactionsQueryOptions(query),
  );
  const { data: wallets } = useQuery(walletsQueryOptions);
  const walletName = (code: string) => {
    const wallet = wallets?.find((candidate) => candidate.wallet === code);
    return nameOf(wallet ?? { wallet: code, name: code });
  };

  // A transfer between upline and downline reads from each side: "to downline" for the sender, "from upline" for
  // the one it reached (the amount's sign tells which side this row is).
  const typeLabel = (row: Transaction) => {
    if (!row.amount.startsWith('-') && i18n.exists(`records.received.${row.type}`))
      return t(`records.received.${row.type}`);
    return i18n.exists(`records.types.${row.type}`) ? t(`records.types.${row.type}`) : row.type;
  };

  const columns: Column<Transaction>[] = [
    {
      key: 'time',
      header: t('records.time'),
      cell: (row) => <TimeText iso={row.createdAt} />,
    },
    {
      key: 'type',
      header: t('records.type'),
      cell: (row) => <span className="record-type">{typeLabel(row)}</span>,
    },
    { key: 'wallet', header: t('records.wallet'), cell: (row) => walletName(row.wallet) },
    {
      key: 'amount',
      header: t('records.amount'),
      align: 'end',
      cell: (row) => <Money amount={row.amount} signed className="record-amount" />,
    },
    {
      key: 'balance',
      header: t('records.balanceAfter'),
      align: 'end',
      cell: (row) => <Money amount={row.balanceAfter} />,
    },
  ];

  const title = scope === 'all' ? t('records.accountTitle') : t('records.bonusTitle');
  return (
    <Panel icon={scope === 'all' ? 'list' : 'gift'} title={title} description={t(`records.${scope}Body`)}>
      <RecordFilters
        types={scope === 'all' ? RECORD_TYPES : BONUS_RECORD_TYPES}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
      />
      <PagedQuery
        query={records}
        page={pageNo}
        onPage={setPageNo}
        loading={<Skeleton height="16rem" radius="var(--radius-lg)" />}
        empty={
          <StatePanel
            compact
            icon="receipt"
            title={t('records.empty')}
            description={t('records.emptyBody')}
          />
        }
        isPagerBusyWhileFetching
      >
        {(data, isPrevious) => (
          <>
            <DataTable
              caption={title}
              columns={columns}
              rows={data.content}
              rowKey={(row) => row.id}
              isBusy={isPrevious}
            />
            <p className="records-count">
              <span>{t('records.count', { count: data.totalElements })}</span> ·{' '}
              <span>{t('records.timeZone', { zone: gmtOffset(new Date(), timeZone) })}</span>
            </p>
          </>
        )}
      </PagedQuery>
    </Panel>
  );
}
