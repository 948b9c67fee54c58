import { queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';
import type { OpsOperator } from './types';

export const operatorsQueryOptions = queryOptions({
  queryKey: ['ops', 'operators'],
  queryFn: ({ signal }) => opsRequest<OpsOperator[]>('/ops/api/operators', { signal }),
  staleTime: 5_000,
});

/** Resets a colleague's lost authenticator: their sessions end and their next login sets up a new one. */
export async function resetOperatorTotp(id: string): Promise<void> {
  await opsRequest(`/ops/api/operators/${encodeURIComponent(id)}/totp-reset`, { method: 'POST' });
}

/** Lifts the lock on a colleague's name after failed logins. */
export async function unlockOperator(id: string): Promise<void> {
  await opsRequest(`/ops/api/operators/${encodeURIComponent(id)}/unlock`, { method: 'POST' });
}
