import { useQuery } from '@tanstack/react-query';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { noticesQueryOptions } from '../api/get-notices';
import './notice-marquee.css';

const SECONDS_PER_CHARACTER = 0.18;

/** The home notice marquee: the titles of the visitor notices, scrolling; hovering pauses it, a click opens one. */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const openModal = useUiStore((state) => state.openModal);
  const { data: notices, isPending, isError } = useQuery(noticesQueryOptions(language));

  if (isPending) return <Skeleton className="marquee-skeleton" radius="var(--radius-pill)" />;
  if (isError || notices.length === 0) return null;

  const length = notices.reduce((total, notice) => total + notice.title.length + 8, 0);
  const duration = Math.max(20, Math.round(length * SECONDS_PER_CHARACTER));
  // A title opens the notice modal on that notice; the ticker's second copy is for the eye only.
  const items = (isCopy: boolean) =>
    notices.map((notice, index) => (
      <li key={notice.id} className="marquee__item">
        <span className="marquee__dot" aria-hidden="true" />
        <button
          type="button"
          className="marquee__open"
          tabIndex={isCopy ? -1 : undefined}
          onClick={() => openModal('notice', { execution: 'B', index: String(index) })}
        >
          {notice.title}
        </button>
      </li>
    ));
  return (
    <section className="marquee" aria-label={t('home.noticesLabel')}>
      <span className="marquee__badge">
        <Icon name="megaphone" size={18} />
      </span>
      <div
        className="marquee__window"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: with reduced motion the window scrolls by hand, and a scrolling region must take focus to scroll by keyboard; focus also pauses the ticker, like a hover.
        tabIndex={0}
      >
        <div className="marquee__track" style={{ animationDuration: `${duration}s` }}>
          <ul className="marquee__list">{items(false)}</ul>
          <ul className="marquee__list" aria-hidden="true">
            {items(true)}
          </ul>
        </div>
      </div>
    </section>
  );
}
