import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Icon, type IconName } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { operatorQueryOptions } from '@/features/ops/api/get-me';
import { opsLogout } from '@/features/ops/api/logout';
import { ChatNavBadge } from '@/features/ops/components/chat/chat-nav-badge';
import { OpsLogin } from '@/features/ops/components/ops-login';
import { OpsPasswordChange } from '@/features/ops/components/ops-password-change';
import { OpsTotpEnrolment } from '@/features/ops/components/ops-totp-enrolment';
import { clearOpsSession, useOpsToken } from '@/features/ops/ops-session';
import { LanguageSelector } from '@/features/preferences/components/language-selector';
import { ThemeToggle } from '@/features/preferences/components/theme-toggle';
import { confirmAction } from '@/lib/dialogs';
import { useTranslation } from '@/lib/use-translation';
import './ops.css';

const CHAT_PATH = '/ops/chat';

const NAV: { to: string; labelKey: string; icon: IconName; end?: boolean }[] = [
  { to: '/ops', labelKey: 'ops.nav.queue', icon: 'list', end: true },
  { to: '/ops/agent-applications', labelKey: 'ops.nav.agentApplications', icon: 'crown' },
  { to: '/ops/contracts', labelKey: 'opsContracts.nav', icon: 'receipt' },
  { to: '/ops/members', labelKey: 'ops.nav.members', icon: 'users' },
  { to: '/ops/rewards', labelKey: 'ops.nav.rewards', icon: 'gift' },
  { to: '/ops/points', labelKey: 'ops.points.nav', icon: 'bag' },
  { to: '/ops/missions', labelKey: 'opsMissions.nav', icon: 'target' },
  { to: '/ops/referral', labelKey: 'referral.ops.nav', icon: 'send' },
  { to: '/ops/announcements', labelKey: 'ops.nav.announcements', icon: 'megaphone' },
  { to: '/ops/help', labelKey: 'ops.nav.help', icon: 'help' },
  { to: '/ops/messages', labelKey: 'ops.nav.messages', icon: 'mail' },
  { to: '/ops/feedback', labelKey: 'feedback.ops.nav', icon: 'headset' },
  { to: CHAT_PATH, labelKey: 'chat.ops.nav', icon: 'chat' },
  { to: '/ops/reconciliation', labelKey: 'ops.nav.reconciliation', icon: 'scale' },
  { to: '/ops/operators', labelKey: 'ops.nav.operators', icon: 'shield' },
  { to: '/ops/audit', labelKey: 'ops.nav.audit', icon: 'clipboard' },
  { to: '/ops/reference', labelKey: 'ops.nav.reference', icon: 'info' },
];

/**
 * /ops, the operator console: its own layout (no portal header, side menu or footer) behind its own session.
 * Without an operator token it is the login; with a password to change, the forced change; without an
 * authenticator, its set-up; else the bar with its sections and the page.
 */
export function OpsLayout() {
  const { t } = useTranslation();
  const token = useOpsToken();
  const operator = useQuery(operatorQueryOptions(token));

  let content: ReactNode;
  if (!token) content = <OpsLogin />;
  else if (operator.isPending)
    content = (
      <div className="ops-gate">
        <Spinner label={t('common.loading')} />
      </div>
    );
  else if (!operator.data)
    content = (
      <div className="ops-gate">
        <ErrorState error={operator.error} onRetry={() => void operator.refetch()} />
      </div>
    );
  else if (operator.data.mustChangePassword) {
    content = (
      <div className="ops-gate">
        <section className="ops-gate__card" aria-labelledby="ops-change-title">
          <h1 id="ops-change-title" className="ops-gate__title">
            {t('ops.changePasswordTitle')}
          </h1>
          <OpsPasswordChange isForced />
        </section>
      </div>
    );
  } else if (operator.data.mustEnrolTotp) {
    content = (
      <div className="ops-gate">
        <section className="ops-gate__card" aria-labelledby="ops-totp-title">
          <h1 id="ops-totp-title" className="ops-gate__title">
            {t('ops.totpTitle')}
          </h1>
          <OpsTotpEnrolment />
        </section>
      </div>
    );
  } else content = null;

  const logout = () =>
    confirmAction(t('ops.logout'), t('ops.logoutAsk'), () => {
      void opsLogout()
        .catch(() => {})
        .finally(clearOpsSession);
    });

  return (
    <div className="ops-shell">
      <header className="ops-bar">
        <span className="ops-bar__brand">
          <BrandMark size={30} />
          <span className="ops-bar__title">{t('ops.consoleTitle')}</span>
        </span>
        {content === null ? (
          <nav className="ops-bar__nav" aria-label={t('ops.navLabel')}>
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className="ops-bar__link">
                <Icon name={item.icon} size={17} />
                <span>{t(item.labelKey)}</span>
                {item.to === CHAT_PATH ? <ChatNavBadge /> : null}
              </NavLink>
            ))}
          </nav>
        ) : null}
        <span className="ops-bar__end">
          <LanguageSelector />
          <ThemeToggle />
          {token && operator.data ? (
            <>
              <span className="ops-bar__who">
                <Icon name="user" size={15} />
                {operator.data.username}
              </span>
              <Button size="sm" variant="outline" icon="logout" className="ops-bar__logout" onClick={logout}>
                <span className="ops-bar__logout-label">{t('ops.logout')}</span>
              </Button>
            </>
          ) : null}
        </span>
      </header>
      <main id="main" className="ops-main">
        {content ?? <Outlet />}
      </main>
    </div>
  );
}
