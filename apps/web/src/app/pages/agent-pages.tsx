import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../components/ui/brand-mark';
import { buttonClass } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { useBootstrap } from '../../lib/api/get-bootstrap';
import { ComingSoon, PageFrame } from './page-frame';

/** /agent: the agent login page. Agent accounts open with the accounts release. */
export function AgentLoginPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="users" title={t('pages.agentLogin')} subtitle={t('pages.agentLoginSubtitle')}>
      <ComingSoon area="agentLogin" />
    </PageFrame>
  );
}

/** /agentHome: the agent centre, in its own layout without the portal's header, side menu and footer. */
export function AgentHomePage() {
  const { t } = useTranslation();
  const { brand } = useBootstrap();
  return (
    <div className="agent-home">
      <header className="agent-home__bar">
        <span className="agent-home__brand">
          <BrandMark size={32} />
          <span>{brand.name}</span>
          <span className="agent-home__tag">{t('pages.agentHome')}</span>
        </span>
        <Link to="/" className={buttonClass('ghost', 'sm')}>
          <Icon name="home" size={16} />
          {t('common.backHome')}
        </Link>
      </header>
      <ComingSoon area="agentHome" />
    </div>
  );
}
