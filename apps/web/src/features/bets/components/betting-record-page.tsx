import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PagedQuery } from '@/components/ui/pager';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { gmtOffset } from '@/lib/brand-time';
import { presetRange } from '@/lib/date-range';
import { useTranslation } from '@/lib/use-translation';
import { betsQueryOptions } from '../api/get-bets';
import type { BetFilter, BetMenu } from '../api/types';
import { BetFilters, type BetFilterValue } from './bet-filters';
import { BetTable } from './bet-table';
import './bets.css';

const PAGE_SIZE = 20;

/** Rows of shimmer in the shape of the table while the first page loads. */
function BetsSkeleton() {
  return (
    <div className="bets-skeleton" aria-hidden="true">
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <Skeleton key={row} height="3.6rem" radius="var(--radius-md)" />
      ))}
    </div>
  );
}

/**
 * personalHistoryCopy, the betting record: the member's bets with vendor, game, round, stake, valid bet, payout,
 * win or loss and status, filtered by category, vendor, status and period, a page at a time, with the totals of
 * the whole filter. The categories and vendors come from the game menus, which the page hands down.
 */
export function BettingRecordPage({ menus }: { menus: readonly BetMenu[] }) {
  const { t } = useTranslation();
  const { timeZone } = useBootstrap().brand;
  const [filter, setFilter] = useState<BetFilterValue>(() => ({
    category: null,
    vendor: null,
    status: null,
    preset: 'last7',
    range: presetRange('last7', timeZone),
  }));
  const [pageNo, setPageNo] = useState(1);
  const query: BetFilter = {
    category: filter.category,
    vendor: filter.vendor,
    status: filter.status,
    ...filter.range,
    pageNo,
    pageSize: PAGE_SIZE,
  };
  const bets = useQuery(betsQueryOptions(query));
  const vendorNames = new Map(
    menus.flatMap((menu) => menu.vendors.map((vendor) => [vendor.code, vendor.name])),
  );
  const title = t('bets.title');

  return (
    <Panel icon="receipt" title={title} description={t('bets.body')} className="bets-page">
      <BetFilters
        menus={menus}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
      />
      <PagedQuery
        query={bets}
        page={pageNo}
        onPage={setPageNo}
        loading={<BetsSkeleton />}
        empty={
          <StatePanel compact icon="receipt" title={t('bets.empty')} description={t('bets.emptyBody')} />
        }
        isPagerBusyWhileFetching
      >
        {(data, isPrevious) => (
          <>
            <BetTable
              caption={title}
              bets={data.content}
              totals={data.totals}
              vendorName={(code) => vendorNames.get(code) ?? code}
              isBusy={isPrevious}
            />
            <p className="bets-count">
              <span>
                {t('records.count', { count: data.totalElements })}
                {data.totalElements > data.totals.betCount ? ` · ${t('bets.uncountedNote')}` : ''}
              </span>{' '}
              · <span>{t('records.timeZone', { zone: gmtOffset(new Date(), timeZone) })}</span>
            </p>
          </>
        )}
      </PagedQuery>
    </Panel>
  );
}
