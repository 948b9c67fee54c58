import { Icon, type IconName } from '@/components/ui/icon';
import { useLogout } from '@/features/account/use-logout';
import { copyText } from '@/lib/copy-text';
import { useProtectedAction } from '@/lib/protected-action';
import { useSafeNavigate } from '@/lib/safe-navigate';
import type { Session } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';

type Entry = { label: string; icon: IconName; to: string; isProtected: boolean; badge?: number };

/**
 * The member menu's panel (portal-shell spec §2): my account, agent for agents, deposit and withdrawal, betting
 * record, my income, platform messages with the unread count, security centre, copy the account, sign out. Its own
 * chunk: nobody sees it before opening it, and the home route stays within its budget.
 */
export function MemberMenuPanel({
  id,
  session,
  unreadCount,
  onClose,
}: {
  id: string;
  session: Session;
  unreadCount: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useSafeNavigate();
  const protect = useProtectedAction();
  const logout = useLogout();
  const account = session.member?.account ?? '';
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
    onClose();
    if (entry.isProtected) protect(() => navigate(entry.to));
    else navigate(entry.to);
  };

  return (
    <div className="member-menu" id={id} role="menu" aria-label={t('header.memberMenu')}>
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
          onClose();
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
          onClose();
          logout();
        }}
      >
        <Icon name="logout" size={18} />
        {t('header.logout')}
      </button>
    </div>
  );
}
