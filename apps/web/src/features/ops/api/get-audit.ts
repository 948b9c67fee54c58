import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';
import type { AuditPage } from './types';

/** The audit log, newest first. */
export function getAudit(pageNo: number, pageSize: number, signal?: AbortSignal): Promise<AuditPage> {
  return opsRequest<AuditPage>('/ops/api/audit', { query: { pageNo, pageSize }, signal });
}

export function auditQueryOptions(pageNo: number, pageSize: number) {
  return queryOptions({
    queryKey: ['ops', 'audit', pageNo, pageSize],
    queryFn: ({ signal }) => getAudit(pageNo, pageSize, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
