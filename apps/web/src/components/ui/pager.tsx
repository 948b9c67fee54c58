import type { Page } from '@playhall/contracts/paging';
import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ErrorState } from './error-state';
import { Icon } from './icon';
import { LIST_PAGER, type PagerShape, pagerSlots } from './pager-slots';
import { Skeleton } from './skeleton';
import './data.css';

/** Page numbers with previous and next; nothing when there is a single page. */
export function Pager({
  page,
  totalPages,
  onChange,
  isBusy = false,
  shape = LIST_PAGER,
}: {
  page: number;
  totalPages: number;
  onChange(page: number): void;
  isBusy?: boolean;
  shape?: PagerShape;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')} aria-busy={isBusy}>
      <button
        type="button"
        className="pager__button"
        aria-label={t('pager.previous')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <Icon name="chevronLeft" size={16} />
      </button>
      {pagerSlots(page, totalPages, shape).map((slot) =>
        typeof slot === 'number' ? (
          <button
            key={slot}
            type="button"
            className={`pager__button${slot === page ? ' pager__button--current' : ''}`}
            aria-label={t('pager.page', { page: slot })}
            aria-current={slot === page ? 'page' : undefined}
            onClick={() => onChange(slot)}
          >
            {slot}
          </button>
        ) : (
          <span key={slot} className="pager__gap" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className="pager__button"
        aria-label={t('pager.next')}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        <Icon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}

/**
 * One page of a list from the server in each of its states: `loading` while the first page comes, the error
 * with a retry, `empty`, or the page (drawn by `children`, told whether it is still the previous page while the
 * next loads) with its pager.
 */
export function PagedQuery<Data extends Page<unknown>>({
  query,
  page,
  onPage,
  loading,
  empty,
  isPagerBusyWhileFetching = false,
  children,
}: {
  query: UseQueryResult<Data>;
  page: number;
  onPage(page: number): void;
  loading: ReactNode;
  empty: ReactNode;
  /** The pager says it is busy (aria-busy) while any page loads. */
  isPagerBusyWhileFetching?: boolean;
  children(data: Data, isPrevious: boolean): ReactNode;
}) {
  if (query.isPending) return loading;
  if (!query.data) return <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.content.length === 0) return empty;
  return (
    <>
      {children(query.data, query.isPlaceholderData)}
      <Pager
        page={page}
        totalPages={query.data.totalPages}
        onChange={onPage}
        isBusy={isPagerBusyWhileFetching && query.isFetching}
      />
    </>
  );
}

/**
 * A list a page at a time that keeps its own page number: `options` gives the query of a page; a skeleton of
 * the given height comes first, then each item (its own <li>) and the pager.
 */
export function PagedList<Data extends Page<unknown>, Key extends QueryKey>({
  options,
  skeletonHeight,
  empty,
  className,
  item,
}: {
  options(page: number): UseQueryOptions<Data, Error, Data, Key>;
  skeletonHeight: string;
  empty: ReactNode;
  className: string;
  item(item: Data['content'][number]): ReactNode;
}) {
  const [page, setPage] = useState(1);
  const query = useQuery(options(page));
  return (
    <PagedQuery
      query={query}
      page={page}
      onPage={setPage}
      loading={<Skeleton height={skeletonHeight} radius="var(--radius-lg)" />}
      empty={empty}
    >
      {(data) => <ul className={className}>{data.content.map(item)}</ul>}
    </PagedQuery>
  );
}
