import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatePanel } from '@/components/ui/state-panel';
import { ResetPasswordForm } from '@/features/account/components/reset-password-form';
import { PlayerGamesList } from '@/features/games/components/player-games-list';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { PageFrame } from './page-frame';

/** /favorite: the games the member marked with a heart. */
export function FavoritePage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="heart" title={t('pages.favorite')} subtitle={t('pages.favoriteSubtitle')}>
      <PlayerGamesList list="favorites" />
    </PageFrame>
  );
}

/** /recent: the games the member launched lately, newest first. */
export function RecentPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="clock" title={t('pages.recent')} subtitle={t('pages.recentSubtitle')}>
      <PlayerGamesList list="recent" />
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
