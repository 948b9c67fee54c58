import type { RouteObject } from 'react-router';
import { RouteError } from '../route-error';
import { lazyPage } from './lazy-page';
import { OPERATOR_CONSOLE_PATH } from './operator-console';
import type { RouteHandle } from './route-handle';
import { withCentre } from './with-centre';

const opsLayout = withCentre(() => import('../pages/ops/ops-layout'));
const opsPages = () => import('../pages/ops/ops-pages');

const opsReferral: RouteHandle = { name: 'ops-referral', titleKey: 'referral.ops.nav' };
const opsMissions: RouteHandle = { name: 'ops-missions', titleKey: 'opsMissions.nav' };
const opsHelp: RouteHandle = { name: 'ops-help', titleKey: 'ops.nav.help' };
const opsFeedback: RouteHandle = { name: 'ops-feedback', titleKey: 'feedback.ops.nav' };
const opsChat: RouteHandle = { name: 'ops-chat', titleKey: 'chat.ops.nav' };
const opsRun: RouteHandle = { name: 'ops-reconciliation-run', titleKey: 'pages.opsReconciliation' };
/** The operator console: its own layout and session, lazily loaded like every area. */
export const opsRoute: RouteObject = {
  path: OPERATOR_CONSOLE_PATH,
  lazy: lazyPage(opsLayout, (module) => module.OpsLayout),
  handle: { name: 'ops', titleKey: 'pages.ops' } satisfies RouteHandle,
  children: [
    {
      errorElement: <RouteError />,
      children: [
        {
          index: true,
          lazy: lazyPage(opsPages, (module) => module.OpsQueuePage),
          handle: { name: 'ops-queue', titleKey: 'pages.opsQueue' } satisfies RouteHandle,
        },
        {
          path: 'agent-applications',
          lazy: lazyPage(opsPages, (module) => module.OpsAgentApplicationsPage),
          handle: {
            name: 'ops-agent-applications',
            titleKey: 'pages.opsAgentApplications',
          } satisfies RouteHandle,
        },
        {
          path: 'announcements',
          lazy: lazyPage(opsPages, (module) => module.OpsAnnouncementsPage),
          handle: { name: 'ops-announcements', titleKey: 'pages.announce' } satisfies RouteHandle,
        },
        {
          path: 'messages',
          lazy: lazyPage(opsPages, (module) => module.OpsMessagesPage),
          handle: { name: 'ops-messages', titleKey: 'ops.nav.messages' } satisfies RouteHandle,
        },
        { path: 'help', lazy: lazyPage(opsPages, (m) => m.OpsHelpPage), handle: opsHelp },
        { path: 'feedback', lazy: lazyPage(opsPages, (m) => m.OpsFeedbackPage), handle: opsFeedback },
        { path: 'chat', lazy: lazyPage(opsPages, (m) => m.OpsChatPage), handle: opsChat },
        {
          path: 'rewards',
          lazy: lazyPage(opsPages, (module) => module.OpsRewardsPage),
          handle: { name: 'ops-rewards', titleKey: 'pages.opsRewards' } satisfies RouteHandle,
        },
        {
          path: 'points',
          lazy: lazyPage(opsPages, (module) => module.OpsPointsPage),
          handle: { name: 'ops-points', titleKey: 'ops.points.nav' } satisfies RouteHandle,
        },
        { path: 'missions', lazy: lazyPage(opsPages, (m) => m.OpsMissionsPage), handle: opsMissions },
        { path: 'referral', lazy: lazyPage(opsPages, (m) => m.OpsReferralPage), handle: opsReferral },
        {
          path: 'contracts/:view?',
          lazy: lazyPage(opsPages, (module) => module.OpsContractsPage),
          handle: { name: 'ops-contracts', titleKey: 'opsContracts.pageTitle' } satisfies RouteHandle,
        },
        {
          path: 'members',
          lazy: lazyPage(opsPages, (module) => module.OpsMembersPage),
          handle: { name: 'ops-members', titleKey: 'pages.opsMembers' } satisfies RouteHandle,
        },
        {
          path: 'members/:memberId',
          lazy: lazyPage(opsPages, (module) => module.OpsMemberPage),
          handle: { name: 'ops-member', titleKey: 'pages.opsMembers' } satisfies RouteHandle,
        },
        {
          path: 'reconciliation',
          lazy: lazyPage(opsPages, (module) => module.OpsReconciliationPage),
          handle: { name: 'ops-reconciliation', titleKey: 'pages.opsReconciliation' } satisfies RouteHandle,
        },
        {
          path: 'reconciliation/:runId',
          lazy: lazyPage(opsPages, (module) => module.OpsReconciliationRunPage),
          handle: opsRun,
        },
        {
          path: 'operators',
          lazy: lazyPage(opsPages, (module) => module.OpsOperatorsPage),
          handle: { name: 'ops-operators', titleKey: 'pages.opsOperators' } satisfies RouteHandle,
        },
        {
          path: 'audit',
          lazy: lazyPage(opsPages, (module) => module.OpsAuditPage),
          handle: { name: 'ops-audit', titleKey: 'pages.opsAudit' } satisfies RouteHandle,
        },
        {
          path: 'reference',
          lazy: lazyPage(opsPages, (module) => module.OpsReferencePage),
          handle: { name: 'ops-reference', titleKey: 'pages.opsReference' } satisfies RouteHandle,
        },
      ],
    },
  ],
};
