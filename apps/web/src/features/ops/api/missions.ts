import type { OpsMission, SaveMission } from '@playhall/contracts/missions';
import { queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

export type { OpsMission, SaveMission };

/** Every mission, live first, with its claims this period and in all. */
export function opsMissionsQueryOptions() {
  return queryOptions({
    queryKey: ['ops', 'missions'],
    queryFn: ({ signal }) => opsRequest<OpsMission[]>('/ops/api/missions', { signal }),
    staleTime: 5_000,
  });
}

/** A new mission (audited). */
export function createMission(input: SaveMission): Promise<OpsMission> {
  return opsRequest<OpsMission>('/ops/api/missions', { method: 'POST', body: input });
}

/** An edit of a live mission; its period and kind stay (audited). */
export function updateMission(id: string, input: SaveMission): Promise<OpsMission> {
  return opsRequest<OpsMission>(`/ops/api/missions/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
}

/** Closes a mission: members no longer see or claim it (audited). */
export function closeMission(id: string): Promise<OpsMission> {
  return opsRequest<OpsMission>(`/ops/api/missions/${encodeURIComponent(id)}/close`, { method: 'POST' });
}
