import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AnnouncementList } from '@/components/ui/announcement-list';
import { useSessionToken } from '@/lib/session-token';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { announcementsQueryOptions } from '../api/get-announcements';

/**
 * /announce (member-and-agent-centres §2, §4, §9): the brand's announcements for this visitor, a member's (A and
 * first-login F items) or an anonymous visitor's (B); it reloads when the language or the login changes.
 */
export function Announcements() {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const visitor = useSessionToken() ? 'user' : 'anonymous';
  const [page, setPage] = useState(1);
  const query = useQuery(announcementsQueryOptions(page, language, visitor));
  return (
    <AnnouncementList
      query={query}
      page={page}
      onPage={setPage}
      empty={{ title: t('announcements.emptyTitle'), description: t('announcements.emptyBody') }}
    />
  );
}
