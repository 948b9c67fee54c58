import { PAGE_SIZE } from '@playhall/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { PagedQuery } from '@/components/ui/pager';
import { Panel, RichText } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { useUiStore } from '@/lib/ui-store';
import { useBrandTime } from '@/lib/use-brand-time';
import { useTranslation } from '@/lib/use-translation';
import { type AgentAnnouncement, agentAnnouncementsQueryOptions } from '../api/get-announcements';
import './announcements.css';

function AnnouncementItem({
  item,
  isOpen,
  onToggle,
}: {
  item: AgentAnnouncement;
  isOpen: boolean;
  onToggle(): void;
}) {
  const time = useBrandTime();
  const bodyId = useId();
  return (
    <li className={`agent-notice${isOpen ? ' agent-notice--open' : ''}`}>
      <h3 className="agent-notice__heading">
        <button
          type="button"
          className="agent-notice__toggle"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className="agent-notice__icon" aria-hidden="true">
            <Icon name="megaphone" size={18} />
          </span>
          <span className="agent-notice__title">{item.title}</span>
          <time className="agent-notice__date" dateTime={item.timestamp}>
            {time.date(item.timestamp)}
          </time>
          <Icon name="chevronDown" size={18} className="agent-notice__chevron" />
        </button>
      </h3>
      {isOpen ? <RichText id={bodyId} className="agent-notice__body" html={item.content} /> : null}
    </li>
  );
}

/**
 * agentAnnouncement (member-and-agent-centres §2, §9): the brand's announcements for agents, newest first, nine to
 * a page; a title opens its text. The newest one starts open, so the page says something at a glance.
 */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | 'first' | null>('first');
  const query = useQuery(agentAnnouncementsQueryOptions(page, PAGE_SIZE.announcements, language));
  const changePage = (next: number) => {
    setPage(next);
    setOpenId(null);
  };
  return (
    <Panel icon="megaphone" title={t('agentPages.agentAnnouncement')} description={t('agentNotices.body')}>
      <PagedQuery
        query={query}
        page={page}
        onPage={changePage}
        loading={<Skeleton height="18rem" radius="var(--radius-lg)" />}
        empty={
          <StatePanel
            compact
            icon="megaphone"
            title={t('agentNotices.emptyTitle')}
            description={t('agentNotices.emptyBody')}
          />
        }
        isPagerBusyWhileFetching
      >
        {(data, isPrevious) => (
          <ul className="agent-notices" aria-busy={isPrevious}>
            {data.content.map((item, index) => {
              const isOpen = openId === item.id || (openId === 'first' && page === 1 && index === 0);
              return (
                <AnnouncementItem
                  key={item.id}
                  item={item}
                  isOpen={isOpen}
                  onToggle={() => setOpenId(isOpen ? null : item.id)}
                />
              );
            })}
          </ul>
        )}
      </PagedQuery>
    </Panel>
  );
}
