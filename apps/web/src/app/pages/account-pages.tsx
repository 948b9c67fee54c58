import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoon, PageFrame } from './page-frame';

/** Member-centre overlay pages (member-centres spec §2) that the centre will open by `?page=`. */
const MEMBER_PAGES = [
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
  'manualRebate',
  'playerRank',
] as const;

type MemberPageName = (typeof MEMBER_PAGES)[number];

function isMemberPage(value: string | null): value is MemberPageName {
  return MEMBER_PAGES.some((page) => page === value);
}

export function MemberPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = params.get('page');
  const page = isMemberPage(requested) ? requested : null;
  return (
    <PageFrame
      icon="user"
      title={t('pages.member')}
      subtitle={page ? t(`memberPages.${page}`) : t('pages.memberSubtitle')}
    >
      <ComingSoon area="member" />
    </PageFrame>
  );
}

export function FavoritePage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="heart" title={t('pages.favorite')} subtitle={t('pages.favoriteSubtitle')}>
      <ComingSoon area="favorite" />
    </PageFrame>
  );
}

export function RecentPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="clock" title={t('pages.recent')} subtitle={t('pages.recentSubtitle')}>
      <ComingSoon area="recent" />
    </PageFrame>
  );
}

export function ForgetPasswordPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="lock" title={t('pages.forget')} subtitle={t('pages.forgetSubtitle')}>
      <ComingSoon area="forget" />
    </PageFrame>
  );
}
