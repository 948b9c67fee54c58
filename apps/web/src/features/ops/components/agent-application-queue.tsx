import type { AgentApplicationApproved, OpsAgentApplication } from '@playhall/contracts/agent-applications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/use-translation';
import {
  agentApplicationsQueryOptions,
  approveAgentApplication,
  rejectAgentApplication,
} from '../api/agent-applications';
import { QueuePanel } from './queue-panel';
import { useQueueDecisions } from './use-queue-decisions';
import './ops.css';
import './agent-application-queue.css';

/**
 * Members asking to become agents: approving makes the member an agent (type 1) under its upline with an
 * invitation code; rejecting needs the reason the member reads. Refreshed every 30 seconds.
 */
export function AgentApplicationQueue() {
  const { t } = useTranslation();
  const applications = useQuery(agentApplicationsQueryOptions);
  const decisions = useQueueDecisions<OpsAgentApplication>();
  const [approved, setApproved] = useState<AgentApplicationApproved | null>(null);
  const approve = (row: OpsAgentApplication) =>
    decisions.decide(
      t('ops.agentApplications.approveTitle'),
      t('ops.agentApplications.approveAsk', { account: row.account, upline: row.upline ?? '—' }),
      async () => {
        setApproved(null);
        setApproved(await approveAgentApplication(row.id));
      },
    );

  if (applications.isPending) return <Skeleton height="16rem" radius="var(--radius-lg)" />;
  if (!applications.data) {
    return <ErrorState error={applications.error} onRetry={() => void applications.refetch()} />;
  }
  const rows = applications.data;
  return (
    <div className="panel-stack">
      {approved ? (
        <p className="ops-toolbar__note" role="status">
          {t('ops.agentApplications.approvedNote', {
            account: approved.account,
            code: approved.affiliateCode,
          })}
        </p>
      ) : null}
      <QueuePanel
        decisions={decisions}
        icon="crown"
        title={t('ops.agentApplications.title')}
        description={t('ops.agentApplications.body', { count: rows.length })}
        emptyTitle={t('ops.agentApplications.empty')}
        rows={rows}
        rejectTitle={(row) => t('ops.agentApplications.rejectTitle', { account: row.account })}
        reject={(row, reason) => rejectAgentApplication(row.id, reason)}
        table={{
          columns: [
            {
              key: 'account',
              header: t('ops.account'),
              cell: (row) => (
                <span className="ops-applicant">
                  <Link className="ops-link" to={`/ops/members/${row.memberId}`}>
                    {row.account}
                  </Link>
                  <span className="ops-note">
                    {t('ops.agentApplications.under', { upline: row.upline ?? '—' })}
                  </span>
                </span>
              ),
            },
            {
              key: 'reason',
              header: t('ops.agentApplications.reason'),
              cell: (row) => <span className="ops-note ops-note--long">{row.reason}</span>,
            },
            {
              key: 'team',
              header: t('ops.agentApplications.teamSize'),
              align: 'end',
              cell: (row) => row.expectedTeamSize.toLocaleString(),
            },
            { key: 'contact', header: t('ops.agentApplications.contact'), cell: (row) => row.contact },
          ],
          decision: (row) => (
            <Button
              size="sm"
              variant="gold"
              disabled={decisions.action.isBusy}
              aria-label={t('ops.agentApplications.approveLabel', { account: row.account })}
              onClick={() => approve(row)}
            >
              {t('ops.step.approve')}
            </Button>
          ),
          rejectLabel: (row) => t('ops.agentApplications.rejectLabel', { account: row.account }),
        }}
      />
    </div>
  );
}
