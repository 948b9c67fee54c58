import type { UseQueryResult } from '@tanstack/react-query';
import { type Column, DataTable } from '@/components/ui/data-table';
import { ErrorState } from '@/components/ui/error-state';
import type { IconName } from '@/components/ui/icon';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import type { OpsPage } from '../api/types';

/**
 * One page of a console list: a skeleton while the first page loads, the empty state, the table with its pager
 * (dimmed while the next page loads), or the error with a retry.
 */
export function PagedTable<Row>({
  query,
  page,
  onPage,
  caption,
  columns,
  rowKey,
  empty,
  skeletonHeight,
}: {
  query: UseQueryResult<OpsPage<Row>>;
  page: number;
  onPage(page: number): void;
  caption: string;
  columns: readonly Column<Row>[];
  rowKey(row: Row): string;
  empty: { icon: IconName; title: string };
  skeletonHeight: string;
}) {
  if (query.isPending) return <Skeleton height={skeletonHeight} radius="var(--radius-lg)" />;
  if (!query.data) return <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.content.length === 0) return <StatePanel compact icon={empty.icon} title={empty.title} />;
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={query.data.content}
        rowKey={rowKey}
        isBusy={query.isPlaceholderData}
      />
      <Pager page={page} totalPages={query.data.totalPages} onChange={onPage} isBusy={query.isFetching} />
    </>
  );
}
