import type { AgentApplication, MyAgentApplication } from '@playhall/contracts/agent-applications';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Facts, Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { StatusChip } from '@/components/ui/status-chip';
import { copyText } from '@/lib/copy-text';
import { queryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { useBrandTime } from '@/lib/use-brand-time';
import { useTranslation } from '@/lib/use-translation';
import { useMyApplication } from '../api/get-my-application';
import { ApplicationForm } from './application-form';
import './agent-application.css';

const STATUS_TONE = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger' } as const;

function useDateTime() {
  const time = useBrandTime();
  return (iso: string) => time.dateTime(iso);
}

/** What the member sent, and where it stands. */
function ApplicationFacts({ application }: { application: AgentApplication }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <Facts
      className="facts application-facts"
      items={[
        {
          label: t('agentApplication.status'),
          value: (
            <StatusChip tone={STATUS_TONE[application.status]}>
              {t(`agentApplication.statuses.${application.status}`)}
            </StatusChip>
          ),
        },
        { label: t('agentApplication.sentAt'), value: dateTime(application.createdAt) },
        application.decidedAt
          ? { label: t('agentApplication.decidedAt'), value: dateTime(application.decidedAt) }
          : null,
        { label: t('agentApplication.teamSize'), value: application.expectedTeamSize.toLocaleString() },
        { label: t('agentApplication.contact'), value: application.contact },
        {
          label: t('agentApplication.reason'),
          value: <span className="application-facts__text">{application.reason}</span>,
        },
      ]}
    />
  );
}

/** An agent already: its invitation code, and the way to the agent centre. */
function AgentNow({ mine }: { mine: MyAgentApplication }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      icon="checkCircle"
      title={t('agentApplication.agentTitle')}
      description={t('agentApplication.agentBody')}
    >
      {mine.affiliateCode ? (
        <div className="application-code">
          <span className="application-code__label">{t('agentApplication.code')}</span>
          <strong className="application-code__value">{mine.affiliateCode}</strong>
          <Button
            size="sm"
            variant="ghost"
            icon="copy"
            aria-label={t('agentApplication.copyCode')}
            onClick={() => void copyText(mine.affiliateCode ?? '')}
          >
            {t('agentApplication.copy')}
          </Button>
        </div>
      ) : null}
      <Link to="/agentHome" className={buttonClass('gold', 'md')}>
        {t('agentApplication.openAgentCentre')}
      </Link>
    </StatePanel>
  );
}

function ApplyPanel({ mine }: { mine: MyAgentApplication }) {
  const { t } = useTranslation();
  const { latest } = mine;
  if (mine.isAgent) return <AgentNow mine={mine} />;
  if (latest?.status === 'PENDING') {
    return (
      <div className="application-state" role="status">
        <p className="application-state__lead">{t('agentApplication.pendingBody')}</p>
        <ApplicationFacts application={latest} />
      </div>
    );
  }
  if (!mine.canApply) return <StatePanel compact icon="lock" title={t('agentApplication.cannotApply')} />;
  return (
    <>
      {latest?.status === 'REJECTED' ? (
        <div className="application-rejected" role="status">
          <p className="application-rejected__title">{t('agentApplication.rejectedTitle')}</p>
          <p className="application-rejected__reason">
            {t('agentApplication.rejectedReason', { reason: latest.rejectReason ?? '' })}
          </p>
          <p className="application-rejected__again">{t('agentApplication.applyAgain')}</p>
        </div>
      ) : null}
      <ApplicationForm />
    </>
  );
}

/**
 * agentApplication: a member asks to become an agent, follows the operator's decision (pending, approved,
 * rejected with the reason), and once approved finds its invitation code and the way to the agent centre.
 */
export function AgentApplicationPage() {
  const { t } = useTranslation();
  const mine = useMyApplication();
  const session = useSession();
  const isAgentNow = mine.data?.isAgent === true;
  useEffect(() => {
    // Approved while the member browsed: the header menu learns it from member info, which may be older.
    if (isAgentNow && !session.isAgent) void queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
  }, [isAgentNow, session.isAgent]);

  if (mine.isPending) return <Skeleton height="24rem" radius="var(--radius-lg)" />;
  if (!mine.data) return <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  return (
    <div className="panel-grid">
      <Panel icon="users" title={t('agentApplication.title')} description={t('agentApplication.body')}>
        <ApplyPanel mine={mine.data} />
      </Panel>
      <Panel icon="info" title={t('agentApplication.howTitle')}>
        <ol className="application-steps">
          <li>{t('agentApplication.how1')}</li>
          <li>{t('agentApplication.how2')}</li>
          <li>{t('agentApplication.how3')}</li>
        </ol>
        {mine.data.latest && mine.data.latest.status !== 'PENDING' && !mine.data.isAgent ? (
          <ApplicationFacts application={mine.data.latest} />
        ) : null}
      </Panel>
    </div>
  );
}
