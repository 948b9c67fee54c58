import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorState } from '@/components/ui/error-state';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { useLogout } from '@/features/account/use-logout';
import { contractMenusQueryOptions } from '@/features/agent/contracts/api/get-contract-menus';
import { useOpenCustomerService } from '@/features/support/open-customer-service';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { useSession } from '@/lib/session';
import { useSessionToken } from '@/lib/session-token';
import { useTranslation } from '@/lib/use-translation';
import { AGENT_PAGES, type AgentPageEntry, DEFAULT_AGENT_PAGE, findAgentPage } from './agent-page-list';
import './agent-centre.css';

const pathOf = (entry: AgentPageEntry) => `/agentHome?page=${entry.name}`;

const TITLE_GROUPS = { team: 'agentPages', contracts: 'contractPages', account: 'memberPages' } as const;

function titleKey(entry: AgentPageEntry): string {
  return `${TITLE_GROUPS[entry.group]}.${entry.name}`;
}

function AgentBar() {
  const { t } = useTranslation();
  const { brand } = useBootstrap();
  const session = useSession();
  const logout = useLogout();
  return (
    <header className="agent-centre__bar">
      <span className="agent-centre__brand">
        <BrandMark size={32} />
        <span>{brand.name}</span>
        <span className="agent-centre__tag">{t('agentCentre.title')}</span>
      </span>
      <span className="agent-centre__actions">
        {session.member ? (
          <span className="agent-centre__who">
            <Icon name="user" size={16} />
            <span>{session.member.account}</span>
          </span>
        ) : null}
        <Link to="/" className={buttonClass('ghost', 'sm')}>
          <Icon name="home" size={16} />
          {t('agentCentre.lobby')}
        </Link>
        <Button size="sm" variant="outline" icon="logout" onClick={() => logout()}>
          {t('header.logout')}
        </Button>
      </span>
    </header>
  );
}

function AgentMenu({ current }: { current: AgentPageEntry }) {
  const { t } = useTranslation();
  const openCustomerService = useOpenCustomerService();
  const token = useSessionToken();
  // Spec §4: a contract record page is listed once the consolidated call says the agent has that kind.
  const menus = useQuery(contractMenusQueryOptions(token)).data;
  const entries = AGENT_PAGES.filter(
    (entry) => !entry.menuFlag || menus?.[entry.menuFlag] === true || entry === current,
  );
  return (
    <nav className="agent-centre__menu" aria-label={t('agentCentre.menu')}>
      {entries.map((entry) => (
        <Link
          key={entry.name}
          // On a phone the menu scrolls sideways: the current page's entry comes into view.
          ref={
            entry === current
              ? (link) => link?.scrollIntoView({ block: 'nearest', inline: 'center' })
              : undefined
          }
          to={pathOf(entry)}
          className={`agent-centre__link${entry === current ? ' agent-centre__link--current' : ''}`}
          aria-current={entry === current ? 'page' : undefined}
        >
          <Icon name={entry.icon} size={17} />
          <span>{t(titleKey(entry))}</span>
        </Link>
      ))}
      <button type="button" className="agent-centre__link" onClick={() => openCustomerService()}>
        <Icon name="headset" size={17} />
        <span>{t('agentCentre.customerService')}</span>
      </button>
    </nav>
  );
}

/**
 * /agentHome: the agent centre (member-and-agent-centres §2), in its own layout without the portal's header, side
 * menu and footer. `?page=` names the overlay page; each page's content loads as its own chunk inside the frame.
 */
export function AgentCentrePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const entry = findAgentPage(params.get('page')) ?? findAgentPage(DEFAULT_AGENT_PAGE) ?? AGENT_PAGES[0];
  if (!entry) return null;
  const { Component } = entry;
  return (
    <div className="agent-centre">
      <AgentBar />
      <AgentMenu current={entry} />
      <h1 className="visually-hidden">{t(titleKey(entry))}</h1>
      <div className="agent-centre__page">
        <ErrorBoundary
          key={entry.name}
          fallback={(error) => <ErrorState error={error} onRetry={() => window.location.reload()} />}
        >
          <Suspense fallback={<Skeleton height="24rem" radius="var(--radius-lg)" />}>
            <Component />
          </Suspense>
        </ErrorBoundary>
      </div>
    </div>
  );
}
