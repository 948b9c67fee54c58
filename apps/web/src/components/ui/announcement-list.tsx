import type { AnnouncementItem } from '@playhall/contracts/announcements';
import { formatNoticeDate } from '@playhall/contracts/brand-time';
import type { NumberedPage } from '@playhall/contracts/paging';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useBrandTime } from '@/lib/use-brand-time';
import { Icon } from './icon';
import { PagedQuery } from './pager';
import { RichText } from './panel';
import { Skeleton } from './skeleton';
import { StatePanel } from './state-panel';
import './announcement-list.css';

function AnnouncementEntry({
  item,
  isOpen,
  onToggle,
}: {
  item: AnnouncementItem;
  isOpen: boolean;
  onToggle(): void;
}) {
  const time = useBrandTime();
  const bodyId = useId();
  return (
    <li className={`notice-entry${isOpen ? ' notice-entry--open' : ''}`}>
      <h3 className="notice-entry__heading">
        <button
          type="button"
          className="notice-entry__toggle"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className="notice-entry__icon" aria-hidden="true">
            <Icon name="megaphone" size={18} />
          </span>
          <span className="notice-entry__title">{item.title}</span>
          <time className="notice-entry__date" dateTime={item.timestamp}>
            {formatNoticeDate(item.timestamp, time.timeZone)}
          </time>
          <Icon name="chevronDown" size={18} className="notice-entry__chevron" />
        </button>
      </h3>
      {isOpen ? <RichText id={bodyId} className="notice-entry__body" html={item.content} /> : null}
    </li>
  );
}

/**
 * Announcements a page at a time (member-and-agent-centres §9: nine to a page, pager margin 1, range 5), newest
 * first; a title opens its text. The newest one starts open, so the page says something at a glance. The caller
 * keeps the page number (its query asks for it).
 */
export function AnnouncementList({
  query,
  page,
  onPage,
  empty,
}: {
  query: UseQueryResult<NumberedPage<AnnouncementItem>>;
  page: number;
  onPage(page: number): void;
  empty: { title: string; description: string };
}) {
  const [openId, setOpenId] = useState<number | 'first' | null>('first');
  const changePage = (next: number) => {
    onPage(next);
    setOpenId(null);
  };
  return (
    <PagedQuery
      query={query}
      page={page}
      onPage={changePage}
      loading={<Skeleton height="18rem" radius="var(--radius-lg)" />}
      empty={<StatePanel compact icon="megaphone" title={empty.title} description={empty.description} />}
      isPagerBusyWhileFetching
    >
      {(data, isPrevious) => (
        <ul className="notice-entries" aria-busy={isPrevious}>
          {data.content.map((item, index) => {
            const isOpen = openId === item.id || (openId === 'first' && page === 1 && index === 0);
            return (
              <AnnouncementEntry
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
  );
}
