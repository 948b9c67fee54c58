import { PAGE_SIZE } from '@playhall/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AnnouncementList } from '@/components/ui/announcement-list';
import { Panel } from '@/components/ui/panel';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { agentAnnouncementsQueryOptions } from '../api/get-announcements';

/** agentAnnouncement (member-and-agent-centres §2, §9): the brand's announcements for agents. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const [page, setPage] = useState(1);
  const query = useQuery(agentAnnouncementsQueryOptions(page, PAGE_SIZE.announcements, language));
  return (
    <Panel icon="megaphone" title={t('agentPages.agentAnnouncement')} description={t('agentNotices.body')}>
      <AnnouncementList
        query={query}
        page={page}
        onPage={setPage}
        empty={{ title: t('agentNotices.emptyTitle'), description: t('agentNotices.emptyBody') }}
      />
    </Panel>
  );
}
