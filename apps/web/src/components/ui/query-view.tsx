import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Column, DataTable } from './data-table';
import { ErrorState } from './error-state';
import type { IconName } from './icon';
import { Skeleton } from './skeleton';
import { StatePanel } from './state-panel';

/**
 * What a query shows while it loads (a skeleton of the content's height), when it failed (the reason and a retry),
 * and its data once there.
 */
export function QueryView<Data>({
  query,
  skeletonHeight,
  children,
}: {
  query: UseQueryResult<Data>;
  skeletonHeight: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <Skeleton height={skeletonHeight} radius="var(--radius-lg)" />;
  if (query.data === undefined) {
    return <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

/** A query's rows as a table: the skeleton while it loads, the failure with a retry, a state panel when empty. */
export function QueryTable<Row>({
  query,
  caption,
  columns,
  rowKey,
  empty,
  skeletonHeight = '12rem',
}: {
  query: UseQueryResult<Row[]>;
  caption: string;
  columns: readonly Column<Row>[];
  rowKey(row: Row): string;
  empty: { icon: IconName; title: string };
  skeletonHeight?: string;
}) {
  return (
    <QueryView query={query} skeletonHeight={skeletonHeight}>
      {(rows) =>
        rows.length === 0 ? (
          <StatePanel compact icon={empty.icon} title={empty.title} />
        ) : (
          <DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} />
        )
      }
    </QueryView>
  );
}
