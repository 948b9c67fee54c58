import { Link, NavLink, useLocation } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon';
import { useChatUnread } from '@/features/support/api/get-chat-unread';
import { UnreadBadge } from '@/features/support/components/unread-badge';
import { useOpenCustomerService } from '@/features/support/open-customer-service';
import { useSession } from '@/lib/session';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import './tab-bar.css';

const DEPOSIT_PAGE = 'depositv2';

function TabContent({ icon, label }: { icon: IconName; label: string }) {
  return (
    <>
      <Icon name={icon} size={22} />
      <span className="tab-bar__label">{label}</span>
    </>
  );
}

/** The chat tab: the customer service, with a member's unread chat answers on its icon. */
function ChatTab() {
  const { t } = useTranslation();
  const openCustomerService = useOpenCustomerService();
  const unread = useChatUnread();
  return (
    <li className="tab-bar__item">
      <button
        type="button"
        className="tab-bar__link tab-bar__link--chat"
        onClick={() => openCustomerService()}
      >
        <TabContent icon="headset" label={t('support.chat')} />
        <UnreadBadge count={unread} />
        {unread > 0 ? (
          <span className="visually-hidden">{t('support.unread', { count: unread })}</span>
        ) : null}
      </button>
    </li>
  );
}

type TabProps = { icon: IconName; label: string; className?: string };

/**
 * A tab that goes to a page, marked current there: by NavLink's rule of paths, or by `current` for the member
 * centre's pages, which share one path.
 */
function LinkTab({
  to,
  end,
  current,
  icon,
  label,
  className = '',
}: TabProps & { to: string; end?: boolean; current?: boolean }) {
  const content = <TabContent icon={icon} label={label} />;
  const classes = `tab-bar__link ${className}`;
  return (
    <li className="tab-bar__item">
      {current === undefined ? (
        <NavLink to={to} end={end} className={classes}>
          {content}
        </NavLink>
      ) : (
        <Link to={to} className={classes} aria-current={current ? 'page' : undefined}>
          {content}
        </Link>
      )}
    </li>
  );
}

/** A tab that acts in place: opens the login. */
function ActionTab({ onClick, icon, label, className = '' }: TabProps & { onClick: () => void }) {
  return (
    <li className="tab-bar__item">
      <button type="button" className={`tab-bar__link ${className}`} onClick={onClick}>
        <TabContent icon={icon} label={label} />
      </button>
    </li>
  );
}

/**
 * The phone's bottom tab bar (issue 15): home, search, deposit, favourites, customer service and the account, as
 * players know them from mobile portals. Deposit and account open the login for a guest. On a phone the customer
 * service lives here instead of floating over the games; wider screens never show the bar.
 */
export function TabBar() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const openModal = useUiStore((state) => state.openModal);
  const isMember = session.isLogin && !session.isTrial;
  const memberPage =
    location.pathname === '/member' ? new URLSearchParams(location.search).get('page') : null;
  const login = () => openModal('login');

  return (
    <nav className="tab-bar" aria-label={t('nav.tabs')}>
      <ul className="tab-bar__list">
        <LinkTab to="/" end icon="home" label={t('nav.home')} />
        <LinkTab to="/search" icon="search" label={t('nav.search')} />
        {isMember ? (
          <LinkTab
            to={`/member?page=${DEPOSIT_PAGE}`}
            current={memberPage === DEPOSIT_PAGE}
            icon="deposit"
            label={t('header.deposit')}
            className="tab-bar__link--deposit"
          />
        ) : (
          <ActionTab
            onClick={login}
            icon="deposit"
            label={t('header.deposit')}
            className="tab-bar__link--deposit"
          />
        )}
        {/* Promotions take this place once they have a page of their own (issue 17); until then, favourites. */}
        <LinkTab to="/favorite" icon="heart" label={t('nav.favorite')} />
        <ChatTab />
        {isMember ? (
          <LinkTab
            to="/member?page=securityCenter"
            current={memberPage !== null && memberPage !== DEPOSIT_PAGE}
            icon="user"
            label={t('nav.account')}
          />
        ) : (
          <ActionTab onClick={login} icon="user" label={t('header.login')} />
        )}
      </ul>
    </nav>
  );
}
