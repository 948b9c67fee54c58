import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';

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
