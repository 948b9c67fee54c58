import { CONTRACT_KINDS, type ContractKind } from '@playhall/contracts/contract-terms';
import type { ContractMenus } from '@playhall/contracts/wallet';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { IconName } from '@/components/ui/icon';
import { KIND_PAGES, type RecordPageName } from '@/features/agent/contracts/contract-kinds';
import { lazyImport } from '@/lib/lazy-import';
import { findMemberPage, type MemberPageName } from '../member/member-page-list';

/** Agent-centre overlay pages by the names of member-centres spec §2. */
export type AgentPageName =
  | 'agentAnnouncement'
  | 'agentTeamOverview'
  | 'registerCenter'
  | 'downlineManagmentView'
  | 'palStatementsAgentCopy'
  | 'personalHistoryCopy'
  | 'agentDownlineTransactionDetailsCopy'
  | 'agentRevenueReport'
  | 'agentContracts'
  | RecordPageName;

export type AgentPageEntry = {
  name: AgentPageName | MemberPageName;
  icon: IconName;
  /** Menu words: team pages under agentPages, contract pages under contractPages, member pages under memberPages. */
  group: 'team' | 'contracts' | 'account';
  Component: LazyExoticComponent<ComponentType>;
  /** The consolidated contract flag that shows the entry in the menu (spec §4 "Agent menu visibility"). */
  menuFlag?: keyof ContractMenus;
};

function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(() => lazyImport(load).then((module) => ({ default: pick(module) })));
}

const announcements = page(
  () => import('@/features/agent/components/announcements-page'),
  (module) => module.AnnouncementsPage,
);

const teamOverview = page(
  () => import('@/features/agent/components/team-overview-page'),
  (module) => module.TeamOverviewPage,
);

const registerCenter = page(
  () => import('@/features/agent/components/register-center-page'),
  (module) => module.RegisterCenterPage,
);
const downlines = page(
  () => import('@/features/agent/components/downlines-page'),
  (module) => module.DownlinesPage,
);

const teamProfit = page(
  () => import('@/features/agent/components/team-profit-page'),
  (module) => module.TeamProfitPage,
);

const teamBets = page(
  () => import('@/features/agent/components/team-bets-page'),
  (module) => module.TeamBetsPage,
);

const teamTransactions = page(
  () => import('@/features/agent/components/movements-page'),
  (module) => module.TeamTransactionsPage,
);
const income = page(
  () => import('@/features/agent/components/movements-page'),
  (module) => module.IncomePage,
);

const contracts = page(
  () => import('@/features/agent/contracts/components/contracts-page'),
  (module) => module.ContractsPage,
);
const recordPages: Record<ContractKind, AgentPageEntry['Component']> = {
  DIVIDEND: page(
    () => import('@/features/agent/contracts/components/settlement-records-page'),
    (module) => module.DividendRecordPage,
  ),
  DAILY_SALARY: page(
    () => import('@/features/agent/contracts/components/settlement-records-page'),
    (module) => module.DailyWagesPage,
  ),
  HOURLY_SALARY: page(
    () => import('@/features/agent/contracts/components/settlement-records-page'),
    (module) => module.HourlySalaryPage,
  ),
  REALTIME_SALARY: page(
    () => import('@/features/agent/contracts/components/settlement-records-page'),
    (module) => module.RealtimeSalaryPage,
  ),
};
/** The four record pages (spec §2), each shown when the consolidated call says the agent has that kind. */
const contractRecordPages: AgentPageEntry[] = CONTRACT_KINDS.map((kind) => ({
  name: KIND_PAGES[kind].page,
  icon: KIND_PAGES[kind].icon,
  group: 'contracts',
  Component: recordPages[kind],
  menuFlag: KIND_PAGES[kind].menu,
}));

/** A member-centre page the agent menu opens inside the agent frame (spec §2: deposit, withdrawal, ...). */
function memberPage(name: MemberPageName): AgentPageEntry[] {
  const entry = findMemberPage(name);
  return entry?.Component ? [{ name, icon: entry.icon, group: 'account', Component: entry.Component }] : [];
}

/**
 * The agent centre's menu, in its order: announcements first (the spec lists agentAnnouncement first), the team's
 * pages, then the member pages agents use too.
 */
export const AGENT_PAGES: readonly AgentPageEntry[] = [
  { name: 'agentAnnouncement', icon: 'megaphone', group: 'team', Component: announcements },
  { name: 'agentTeamOverview', icon: 'gauge', group: 'team', Component: teamOverview },
  { name: 'registerCenter', icon: 'plus', group: 'team', Component: registerCenter },
  { name: 'downlineManagmentView', icon: 'users', group: 'team', Component: downlines },
  { name: 'personalHistoryCopy', icon: 'receipt', group: 'team', Component: teamBets },
  { name: 'agentDownlineTransactionDetailsCopy', icon: 'list', group: 'team', Component: teamTransactions },
  { name: 'palStatementsAgentCopy', icon: 'scale', group: 'team', Component: teamProfit },
  { name: 'agentRevenueReport', icon: 'wallet', group: 'team', Component: income },
  { name: 'agentContracts', icon: 'clipboard', group: 'contracts', Component: contracts },
  ...contractRecordPages,
  ...memberPage('depositv2'),
  ...memberPage('withdraw'),
  ...memberPage('messageV2'),
  ...memberPage('feedback'),
  ...memberPage('securityCenter'),
];

/** The landing page stays the team's figures: announcements are one click away, first in the menu. */
export const DEFAULT_AGENT_PAGE: AgentPageName = 'agentTeamOverview';

export function findAgentPage(name: string | null): AgentPageEntry | undefined {
  return AGENT_PAGES.find((entry) => entry.name === name);
}
