import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { Activities } from '@/features/ops/components/activities';
import { AgentApplicationQueue } from '@/features/ops/components/agent-application-queue';
import { Announcements } from '@/features/ops/components/announcements';
import { ApiReferenceView } from '@/features/ops/components/api-reference';
import { AuditLog } from '@/features/ops/components/audit-log';
import { ChatConsole } from '@/features/ops/components/chat/chat-console';
import { BrandTermsView } from '@/features/ops/components/contracts/brand-terms';
import { ContractList } from '@/features/ops/components/contracts/contract-list';
import { ContractsTabs } from '@/features/ops/components/contracts/contracts-tabs';
import { SettlementList } from '@/features/ops/components/contracts/settlement-list';
import { FeedbackConsole } from '@/features/ops/components/feedback-console';
import { HelpEditor } from '@/features/ops/components/help-editor';
import { MemberDetail } from '@/features/ops/components/member-detail';
import { MemberSearch } from '@/features/ops/components/member-search';
import { Missions } from '@/features/ops/components/missions';
import { OperatorList } from '@/features/ops/components/operator-list';
import { OpsQueue } from '@/features/ops/components/ops-queue';
import { PointsMall } from '@/features/ops/components/points-mall';
import { Reconciliation } from '@/features/ops/components/reconciliation';
import { ReconciliationRunDetail } from '@/features/ops/components/reconciliation-run-detail';
import { ReferralConsole } from '@/features/ops/components/referral-list';
import { SendMessage } from '@/features/ops/components/send-message';
import type { TFunction } from '@/lib/translator';
import { useTranslation } from '@/lib/use-translation';

/**
 * A console page: its heading (title and subtitle, read in the operator's language when it renders) over one
 * view of the ops feature.
 */
function opsPage(heading: (t: TFunction) => readonly [title: string, subtitle: string], View: ComponentType) {
  return function OpsPage() {
    const { t } = useTranslation();
    const [title, subtitle] = heading(t);
    return (
      <>
        <header className="ops-heading">
          <h1 className="ops-heading__title">{title}</h1>
          <p className="ops-heading__subtitle">{subtitle}</p>
        </header>
        <View />
      </>
    );
  };
}

/** The member of /ops/members/:memberId, drawn afresh for another member. */
function MemberOfRoute() {
  const { memberId = '' } = useParams();
  return <MemberDetail key={memberId} memberId={memberId} />;
}

/** The run of /ops/reconciliation/:runId, drawn afresh for another run. */
function RunOfRoute() {
  const { runId = '' } = useParams();
  return <ReconciliationRunDetail key={runId} runId={runId} />;
}

/** /ops: the cashier queue. */
export const OpsQueuePage = opsPage((t) => [t('ops.nav.queue'), t('ops.queueBody')], OpsQueue);

/** /ops/agent-applications: members asking to become agents. */
export const OpsAgentApplicationsPage = opsPage(
  (t) => [t('ops.nav.agentApplications'), t('ops.agentApplications.pageBody')],
  AgentApplicationQueue,
);

/** /ops/announcements: the notices everyone reads and the ones only agents read (decision 0030). */
export const OpsAnnouncementsPage = opsPage(
  (t) => [t('ops.nav.announcements'), t('ops.announcements.pageBody')],
  Announcements,
);

/** /ops/messages: platform messages to a member, a VIP rank or everyone (issue 17). */
export const OpsMessagesPage = opsPage(
  (t) => [t('ops.nav.messages'), t('ops.messages.pageBody')],
  SendMessage,
);

/** /ops/feedback: members' support tickets, answered and closed here (issue 17). */
export const OpsFeedbackPage = opsPage(
  (t) => [t('feedback.ops.nav'), t('feedback.ops.pageBody')],
  FeedbackConsole,
);

/** /ops/chat: the live chat with customers, members and visitors alike (issue 17). */
export const OpsChatPage = opsPage((t) => [t('chat.ops.nav'), t('chat.ops.pageBody')], ChatConsole);

/** /ops/help: the help centre's articles, the terms of use and the privacy policy (issue 17). */
export const OpsHelpPage = opsPage((t) => [t('ops.nav.help'), t('ops.help.pageBody')], HelpEditor);

/** /ops/rewards: the reward centre's activities (issue 16). */
export const OpsRewardsPage = opsPage(
  (t) => [t('ops.nav.rewards'), t('ops.activities.pageBody')],
  Activities,
);

/** /ops/points: the points mall's redemptions, items and rules (issue 16). */
export const OpsPointsPage = opsPage((t) => [t('ops.points.nav'), t('ops.points.pageBody')], PointsMall);

/** /ops/referral: the referral rule and every referral (issue 16). */
export const OpsReferralPage = opsPage(
  (t) => [t('referral.ops.nav'), t('referral.ops.pageBody')],
  ReferralConsole,
);

/** /ops/missions: daily and weekly missions and their claims (issue 16). */
export const OpsMissionsPage = opsPage((t) => [t('opsMissions.nav'), t('opsMissions.pageBody')], Missions);

/** /ops/members: member lookup. */
export const OpsMembersPage = opsPage((t) => [t('ops.nav.members'), t('ops.membersPageBody')], MemberSearch);

/** /ops/members/:memberId: one member, with wallets, ledger and adjustments. */
export const OpsMemberPage = opsPage((t) => [t('ops.memberTitle'), t('ops.memberPageBody')], MemberOfRoute);

/** /ops/operators: colleagues' authenticators and locks, for recovery by another operator. */
export const OpsOperatorsPage = opsPage(
  (t) => [t('ops.nav.operators'), t('ops.operatorsPageBody')],
  OperatorList,
);

/** /ops/audit: the audit log. */
export const OpsAuditPage = opsPage((t) => [t('ops.nav.audit'), t('ops.auditPageBody')], AuditLog);

/** /ops/reconciliation: vendor reconciliation, by hand and as the job ran it. */
export const OpsReconciliationPage = opsPage(
  (t) => [t('ops.nav.reconciliation'), t('ops.reconciliationPageBody')],
  Reconciliation,
);

/** /ops/reconciliation/:runId: one run and its findings. */
export const OpsReconciliationRunPage = opsPage(
  (t) => [t('ops.nav.reconciliation'), t('ops.reconciliationPageBody')],
  RunOfRoute,
);

/** /ops/reference: the operator API reference, fetched with the operator's token. */
export const OpsReferencePage = opsPage(
  (t) => [t('ops.nav.reference'), t('ops.referencePageBody')],
  ApiReferenceView,
);

const CONTRACT_VIEWS = {
  terms: { subtitle: 'opsContracts.termsPageBody', View: BrandTermsView },
  list: { subtitle: 'opsContracts.listPageBody', View: ContractList },
  settlements: { subtitle: 'opsContracts.settlementsPageBody', View: SettlementList },
} as const;

/**
 * /ops/contracts[/list|/settlements]: agent contracts in the console (issue 14): the brand's terms and settlement
 * settings, every contract, and settlements with the stuck payments, under tabs of their own.
 */
export function OpsContractsPage() {
  const { t } = useTranslation();
  const { view } = useParams();
  const { subtitle, View } =
    view === 'list' || view === 'settlements' ? CONTRACT_VIEWS[view] : CONTRACT_VIEWS.terms;
  return (
    <>
      <header className="ops-heading">
        <h1 className="ops-heading__title">{t('opsContracts.pageTitle')}</h1>
        <p className="ops-heading__subtitle">{t(subtitle)}</p>
      </header>
      <ContractsTabs />
      <View key={view ?? 'terms'} />
    </>
  );
}
