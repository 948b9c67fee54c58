import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button, buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { AgentLoginForm } from '@/features/account/components/agent-login-form';
import { useLogout } from '@/features/account/use-logout';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { useSession } from '@/lib/session';
import { ComingSoon, PageFrame } from './page-frame';

/** /agent: the agent login page (office-hours notice; only agents may log in here). */
export function AgentLoginPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="users" title={t('pages.agentLogin')} subtitle={t('pages.agentLoginSubtitle')}>
      <div className="page-center">
        <AgentLoginForm />
      </div>
    </PageFrame>
  );
}

/** /agentHome: the agent centre, in its own layout without the portal's header, side menu and footer. */
export function AgentHomePage() {
  const { t } = useTranslation();
  const { brand } = useBootstrap();
  const session = useSession();
  const logout = useLogout();
  return (
    <div className="agent-home">
      <header className="agent-home__bar">
        <span className="agent-home__brand">
          <BrandMark size={32} />
          <span>{brand.name}</span>
          <span className="agent-home__tag">{t('pages.agentHome')}</span>
        </span>
        <span className="agent-home__actions">
          {session.member ? (
            <span className="agent-home__who">
              <Icon name="user" size={16} />
              <span className="agent-home__account">{session.member.account}</span>
            </span>
          ) : null}
          <Link to="/" className={buttonClass('ghost', 'sm')}>
            <Icon name="home" size={16} />
            {t('common.backHome')}
          </Link>
          <Button size="sm" variant="outline" icon="logout" onClick={() => logout()}>
            {t('header.logout')}
          </Button>
        </span>
      </header>
      <ComingSoon area="agentHome" />
    </div>
  );
}
