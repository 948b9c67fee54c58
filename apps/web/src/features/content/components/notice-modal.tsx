import { formatNoticeDate } from '@playhall/contracts/brand-time';
import type { Notice } from '@playhall/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { Pager } from '@/components/ui/pager';
import { RichText } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { useSafeNavigate } from '@/lib/safe-navigate';
import { useSessionToken } from '@/lib/session-token';
import { useUiStore } from '@/lib/ui-store';
import { useBrandTime } from '@/lib/use-brand-time';
import { useTranslation } from '@/lib/use-translation';
import { markPopupClosed, NOTICES_PER_PAGE, noticePageOf } from '../announcement-popup-state';
import { type NoticeExecutions, noticesQueryOptions } from '../api/get-notices';
import './notice-modal.css';

type ModalProps = { onClose: () => void; props: Record<string, string> };

const NOTICE_PAGER = { range: 2, margin: 0 } as const;
const EXECUTIONS: readonly NoticeExecutions[] = ['B', 'A', 'A,F'];

function NoticeReader({ notice }: { notice: Notice }) {
  const time = useBrandTime();
  const titleId = useId();
  return (
    <article className="notice-modal__reader" aria-labelledby={titleId}>
      <h3 id={titleId} className="notice-modal__title">
        {notice.title}
      </h3>
      <time className="notice-modal__date" dateTime={notice.timestamp}>
        {formatNoticeDate(notice.timestamp, time.timeZone)}
      </time>
      <RichText className="notice-modal__body" html={notice.content} />
    </article>
  );
}

/**
 * The notice modal and the public announcement pop-up (member-and-agent-centres §2, §4, §9): the notices' titles
 * seven to a page beside the one being read, opened on the first notice or on a given one (its page and item); its
 * promotion action switches to the member centre's reward centre and closes it. Opened as the pop-up, closing it
 * marks the pop-up closed for this visitor class for the rest of the session.
 */
export function NoticeModal({ props, onClose }: ModalProps) {
  const { t } = useTranslation();
  const navigate = useSafeNavigate();
  const language = useUiStore((state) => state.language);
  const visitor = useSessionToken() ? 'user' : 'anonymous';
  const execution = EXECUTIONS.find((value) => value === props.execution) ?? 'B';
  const isPopup = props.mode === 'popup';
  const query = useQuery(noticesQueryOptions(language, execution));
  const [selected, setSelected] = useState(() => Math.max(0, Number(props.index ?? 0) || 0));
  const [page, setPage] = useState(() => noticePageOf(selected));
  const close = () => {
    if (isPopup) markPopupClosed(visitor);
    onClose();
  };
  const openRewards = () => {
    close();
    navigate('/member?page=rewardCenter');
  };

  const notices = query.data ?? [];
  const current = notices[Math.min(selected, notices.length - 1)];
  const first = (page - 1) * NOTICES_PER_PAGE;
  return (
    <Modal
      title={t(isPopup ? 'notices.popupTitle' : 'notices.title')}
      closeLabel={t('modal.close')}
      onClose={close}
      width={760}
    >
      {query.isPending ? (
        <Skeleton height="16rem" radius="var(--radius-lg)" />
      ) : query.isError ? (
        <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />
      ) : !current ? (
        <StatePanel compact icon="megaphone" title={t('notices.empty')} />
      ) : (
        <div className={`notice-modal${notices.length === 1 ? ' notice-modal--single' : ''}`}>
          {notices.length === 1 ? null : (
            <nav className="notice-modal__list" aria-label={t('notices.listLabel')}>
              <ol start={first + 1}>
                {notices.slice(first, first + NOTICES_PER_PAGE).map((notice, offset) => (
                  <li key={notice.id}>
                    <button
                      type="button"
                      className="notice-modal__item"
                      aria-current={notice === current ? 'true' : undefined}
                      onClick={() => setSelected(first + offset)}
                    >
                      {notice.title}
                    </button>
                  </li>
                ))}
              </ol>
              <Pager
                page={page}
                totalPages={Math.ceil(notices.length / NOTICES_PER_PAGE)}
                onChange={setPage}
                shape={NOTICE_PAGER}
              />
            </nav>
          )}
          <NoticeReader notice={current} />
        </div>
      )}
      <div className="notice-modal__actions">
        <Button variant="gold" icon="gift" onClick={openRewards}>
          {t('notices.promotion')}
        </Button>
        <Button variant="ghost" onClick={close}>
          {t('modal.close')}
        </Button>
      </div>
    </Modal>
  );
}
