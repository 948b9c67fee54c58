import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/ui/icon';
import { useLogout } from '@/features/account/use-logout';
import { unreadCountQueryOptions } from '@/lib/api/get-unread-count';
import { copyText } from '@/lib/copy-text';
import { useProtectedAction } from '@/lib/protected-action';
import { useSafeNavigate } from '@/lib/safe-navigate';
import type { Session } from '@/lib/session';

type Entry = { label: string; icon: IconName; to: string; isProtected: boolean; badge?: number };

/** The account id with its copy action: a confirmation dialog on success (portal-shell spec §8). */
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
 * The logged-in header (portal-shell spec §2): avatar, account id with copy, and the member menu (my account,
 * agent for agents, deposit and withdrawal, betting record, my income, platform messages with the unread count,
 * security centre, sign out). The wallet sits before it (header-wallet). Trial accounts fetch no unread count.
 */
export function MemberMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const menuId = useId();
  const navigate = useSafeNavigate();
  const protect = useProtectedAction();
  const logout = useLogout();
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

  const entries: Entry[] = [
    { label: t('header.myAccount'), icon: 'user', to: '/member?page=securityCenter', isProtected: true },
    ...(session.isAgent
      ? [{ label: t('header.agent'), icon: 'users' as const, to: '/agentHome', isProtected: false }]
      : []),
    { label: t('header.deposit'), icon: 'deposit', to: '/member?page=depositv2', isProtected: true },
    { label: t('header.withdraw'), icon: 'withdraw', to: '/member?page=withdraw', isProtected: true },
    {
      label: t('header.bettingRecord'),
      icon: 'receipt',
      to: '/member?page=personalHistoryCopy',
      isProtected: true,
    },
    { label: t('header.myIncome'), icon: 'coins', to: '/member?page=personalProfit', isProtected: true },
    {
      label: t('header.messages'),
      icon: 'mail',
      to: '/member?page=messageV2',
      isProtected: true,
      badge: unreadCount,
    },
    {
      label: t('header.securityCentre'),
      icon: 'shield',
      to: '/member?page=securityCenter',
      isProtected: true,
    },
  ];
  const go = (entry: Entry) => {
    setOpen(false);
    if (entry.isProtected) protect(() => navigate(entry.to));
    else navigate(entry.to);
  };

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
        <div className="member-menu" id={menuId} role="menu" aria-label={t('header.memberMenu')}>
          <p className="member-menu__who">
            <span className="member-menu__account">{account}</span>
            <span className="member-menu__role">
              {session.isTrial ? t('header.trial') : session.isAgent ? t('header.agent') : t('header.member')}
            </span>
          </p>
          {entries.map((entry) => (
            <button
              key={`${entry.to}-${entry.label}`}
              type="button"
              role="menuitem"
              className="member-menu__item"
              onClick={() => go(entry)}
            >
              <Icon name={entry.icon} size={18} />
              <span className="member-menu__label">{entry.label}</span>
              {entry.badge ? (
                <>
                  <span className="member-menu__badge" aria-hidden="true">
                    {entry.badge > 99 ? '99+' : entry.badge}
                  </span>
                  <span className="visually-hidden">{t('header.unread', { count: entry.badge })}</span>
                </>
              ) : null}
            </button>
          ))}
          <button
            type="button"
            role="menuitem"
            className="member-menu__item member-menu__item--copy"
            onClick={() => {
              setOpen(false);
              void copyText(account);
            }}
          >
            <Icon name="copy" size={18} />
            <span className="member-menu__label">{t('header.copyAccount')}</span>
          </button>
          <button
            type="button"
            role="menuitem"
            className="member-menu__item member-menu__item--logout"
            onClick={() => {
              setOpen(false);
              logout();
            }}
          >
            <Icon name="logout" size={18} />
            {t('header.logout')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
