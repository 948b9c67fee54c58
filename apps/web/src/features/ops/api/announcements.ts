import type { AnnouncementType } from '@playhall/contracts/announcement-rules';
import type { AnnouncementInput, OpsAnnouncement } from '@playhall/contracts/announcements';
import type { NumberedPage } from '@playhall/contracts/paging';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

export type { AnnouncementInput, OpsAnnouncement };
export type OpsAnnouncementPage = NumberedPage<OpsAnnouncement>;

const PATH = '/ops/api/announcements';

/** Every announcement, agents-only and disabled ones too, newest first; `type` narrows to one type. */
export function getAnnouncements(
  filter: { pageNo: number; pageSize: number; type?: AnnouncementType | undefined },
  signal?: AbortSignal,
): Promise<OpsAnnouncementPage> {
  return opsRequest<OpsAnnouncementPage>(PATH, { query: filter, signal });
}

export function announcementsQueryOptions(filter: {
  pageNo: number;
  pageSize: number;
  type?: AnnouncementType | undefined;
}) {
  return queryOptions({
    queryKey: ['ops', 'announcements', filter],
    queryFn: ({ signal }) => getAnnouncements(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** Writes a new announcement (id null) or replaces one; answers what the server stored (sanitised). */
export function saveAnnouncement(id: number | null, input: AnnouncementInput): Promise<OpsAnnouncement> {
  return id === null
    ? opsRequest<OpsAnnouncement>(PATH, { method: 'POST', body: input })
    : opsRequest<OpsAnnouncement>(`${PATH}/${id}`, { method: 'PUT', body: input });
}

export function setAnnouncementEnabled(id: number, enabled: boolean): Promise<OpsAnnouncement> {
  return opsRequest<OpsAnnouncement>(`${PATH}/${id}/enabled`, { method: 'PUT', body: { enabled } });
}

export async function deleteAnnouncement(id: number): Promise<void> {
  await opsRequest(`${PATH}/${id}`, { method: 'DELETE' });
}
