import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';
import type { OpsMemberRow } from './types';

/** Members whose account contains the text, or with that id (the newest 50). */
export function searchMembers(q: string, signal?: AbortSignal): Promise<OpsMemberRow[]> {
  return opsRequest<OpsMemberRow[]>('/ops/api/members', { query: { q }, signal });
}

export function membersQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['ops', 'members', q],
    queryFn: ({ signal }) => searchMembers(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
