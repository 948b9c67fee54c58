import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { StatePanel } from '../../components/ui/state-panel';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';
import { SecurityCentre } from '../../features/account/components/security/security-centre';
import { useUiStore } from '../../lib/ui-store';
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
      {page === 'securityCenter' ? <SecurityCentre /> : <ComingSoon area="member" />}
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

/** /forget: with ?token= the new-password form of an e-mailed link; without one, the way to ask for a link. */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const openModal = useUiStore((state) => state.openModal);
  const token = params.get('token');
  return (
    <PageFrame icon="lock" title={t('pages.forget')} subtitle={t('pages.forgetSubtitle')}>
      <div className="page-center">
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <StatePanel icon="lock" title={t('account.forgotTitle')} description={t('account.forgotPageBody')}>
            <Button variant="gold" onClick={() => openModal('forgetPassword')}>
              {t('account.forgotStart')}
            </Button>
          </StatePanel>
        )}
      </div>
    </PageFrame>
  );
}
