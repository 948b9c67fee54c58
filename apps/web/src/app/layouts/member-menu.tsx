import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { unreadCountQueryOptions } from '@/lib/api/get-unread-count';
import { copyText } from '@/lib/copy-text';
import { lazyImport } from '@/lib/lazy-import';
import type { Session } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';

const MemberMenuPanel = lazy(() =>
  lazyImport(() => import('./member-menu-panel')).then((m) => ({ default: m.MemberMenuPanel })),
);

/** The account id with its copy action: a toast on success (portal-shell spec §8, decision 0036). */
function CopyAccount({ account }: { account: string }) {
  const { t } = useTranslation();
  const copy = () => copyText(account);
  return (
    <span className="member-chip__account">
      <span className="member-chip__name" title={account}>
        {account}
      </span>
      <button
        type="button"
        className="member-chip__copy"
        aria-label={t('header.copyAccount')}
        onClick={() => void copy()}
      >
        <Icon name="copy" size={15} />
      </button>
    </span>
  );
}

/**
 * The logged-in header (portal-shell spec §2): avatar, account id with copy, and the member menu (its panel,
 * member-menu-panel, loads when first opened). The wallet sits before it (header-wallet). Trial accounts fetch no
 * unread count.
 */
export function MemberMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const account = session.member?.account ?? '';
  const { data: unread } = useQuery(unreadCountQueryOptions(session.token, !session.isTrial));
  const unreadCount = unread?.count ?? 0;

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  return (
    <div className="member-chip" ref={rootRef}>
      <button
        type="button"
        className="member-chip__avatar"
        aria-label={t('header.memberMenu')}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpen((open) => !open)}
      >
        <span aria-hidden="true">{account.slice(0, 1).toUpperCase()}</span>
        {unreadCount > 0 ? <span className="member-chip__dot" aria-hidden="true" /> : null}
      </button>
      <CopyAccount account={account} />
      {session.isTrial ? <span className="member-chip__tag">{t('header.trial')}</span> : null}
      {isOpen ? (
        <Suspense fallback={null}>
          <MemberMenuPanel
            id={menuId}
            session={session}
            unreadCount={unreadCount}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
