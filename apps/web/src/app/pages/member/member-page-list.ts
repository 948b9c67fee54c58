import { FeatureModule, type FeatureModuleId } from '@playhall/contracts/features';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { IconName } from '@/components/ui/icon';
import { lazyImport } from '@/lib/lazy-import';

/** Member-centre overlay pages by the names of member-centres spec §2. */
export const MEMBER_PAGE_NAMES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'feedback',
  'manualRebate',
  'playerRank',
  'agentApplication',
] as const;

export type MemberPageName = (typeof MEMBER_PAGE_NAMES)[number];
export type MemberPageGroup = 'account' | 'records' | 'more';

export type MemberPageEntry = {
  name: MemberPageName;
  icon: IconName;
  group: MemberPageGroup;
  /** Listed only while this whitelabel module is on. */
  flag?: FeatureModuleId;
  /** The page's content, its own chunk. */
  Component: LazyExoticComponent<ComponentType>;
};

/** Each page arrives as its own chunk when it is first opened. */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(() => lazyImport(load).then((module) => ({ default: pick(module) })));
}

const security = page(
  () => import('@/features/account/components/security/security-centre'),
  (module) => module.SecurityCentre,
);
const wallet = page(
  () => import('@/features/wallet/components/wallet-page'),
  (module) => module.WalletPage,
);
const deposit = page(
  () => import('@/features/cashier/components/deposit/deposit-page'),
  (module) => module.DepositPage,
);
const withdraw = page(
  () => import('@/features/cashier/components/withdraw/withdraw-page'),
  (module) => module.WithdrawPage,
);
const upline = page(
  () => import('@/features/cashier/components/transfer-upline-page'),
  (module) => module.TransferUplinePage,
);
const records = page(
  () => import('./records-pages'),
  (module) => module.AccountRecordPage,
);
const bonus = page(
  () => import('./records-pages'),
  (module) => module.BonusDetailsPage,
);
const bettingRecord = page(
  () => import('./bets-pages'),
  (module) => module.BettingRecordMemberPage,
);
const profit = page(
  () => import('@/features/bets/components/profit-page'),
  (module) => module.ProfitPage,
);
const agentApplication = page(
  () => import('@/features/agent-applications/components/agent-application-page'),
  (module) => module.AgentApplicationPage,
);
const rewardCentre = page(
  () => import('@/features/rewards/components/reward-centre'),
  (module) => module.RewardCentre,
);
const manualRebate = page(
  () => import('@/features/rewards/components/manual-rebate'),
  (module) => module.ManualRebate,
);
const playerRank = page(
  () => import('@/features/rewards/components/player-rank'),
  (module) => module.PlayerRank,
);
const referral = page(
  () => import('@/features/referral/components/referral-page'),
  (module) => module.ReferralPage,
);
const missions = page(
  () => import('@/features/missions/components/mission-leaderboard'),
  (module) => module.MissionLeaderboard,
);
const messages = page(
  () => import('@/features/messages/components/message-list'),
  (module) => module.MessageList,
);
const feedback = page(
  () => import('@/features/feedback/components/feedback-page'),
  (module) => module.FeedbackPage,
);

/** The member centre's menu, in its groups (account, records, more) and order. */
export const MEMBER_PAGES: readonly MemberPageEntry[] = [
  { name: 'securityCenter', icon: 'shield', group: 'account', Component: security },
  { name: 'transferFund', icon: 'wallet', group: 'account', Component: wallet },
  { name: 'depositv2', icon: 'deposit', group: 'account', Component: deposit },
  { name: 'withdraw', icon: 'withdraw', group: 'account', Component: withdraw },
  { name: 'transferUpline', icon: 'send', group: 'account', Component: upline },
  { name: 'personalHistoryCopy', icon: 'receipt', group: 'records', Component: bettingRecord },
  { name: 'transactionHistory', icon: 'list', group: 'records', Component: records },
  { name: 'personalProfit', icon: 'coins', group: 'records', Component: profit },
  { name: 'bonusDetails', icon: 'gift', group: 'records', Component: bonus },
  { name: 'rewardCenter', icon: 'star', group: 'more', Component: rewardCentre },
  { name: 'referral', icon: 'users', group: 'more', flag: FeatureModule.REFERRAL, Component: referral },
  { name: 'missionLeaderboard', icon: 'target', group: 'more', Component: missions },
  { name: 'messageV2', icon: 'mail', group: 'more', Component: messages },
  { name: 'feedback', icon: 'headset', group: 'more', Component: feedback },
  {
    name: 'manualRebate',
    icon: 'coins',
    group: 'more',
    flag: FeatureModule.MANUAL_REBATE,
    Component: manualRebate,
  },
  { name: 'playerRank', icon: 'crown', group: 'more', flag: FeatureModule.VIP, Component: playerRank },
  { name: 'agentApplication', icon: 'users', group: 'more', Component: agentApplication },
];

export const MEMBER_PAGE_GROUPS: readonly MemberPageGroup[] = ['account', 'records', 'more'];

export function findMemberPage(name: string | null): MemberPageEntry | undefined {
  return MEMBER_PAGES.find((entry) => entry.name === name);
}
