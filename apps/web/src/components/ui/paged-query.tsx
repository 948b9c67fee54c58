import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ErrorState } from './error-state';
import { Pager } from './pager';
import { Skeleton } from './skeleton';

type PageOf<Item> = { content: readonly Item[]; totalPages: number };

/**
 * One page of a list from the server in each of its states: `loading` while the first page comes, the error
 * with a retry, `empty`, or the page (drawn by `children`, told whether it is still the previous page while the
 * next loads) with its pager.
 */
export function PagedQuery<Data extends PageOf<unknown>>({
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
export function PagedList<Data extends PageOf<unknown>, Key extends QueryKey>({
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
