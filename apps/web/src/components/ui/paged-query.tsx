import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { Pager } from './pager';

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
