import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { securityQueryOptions } from '../../api/get-security';
import { AuthenticatorCard } from './authenticator-card';
import { BindEmailCard } from './bind-email-card';
import { BindPhoneCard } from './bind-phone-card';
import { LoginHistory } from './login-history';
import { ProfileCard } from './profile-card';
import { SecurityCard } from './security-card';
import './security.css';

/**
 * The security centre (/member?page=securityCenter): profile, phone and e-mail binding, the authenticator,
 * password change and the login history.
 */
export function SecurityCentre() {
  const { t } = useTranslation();
  const openModal = useUiStore((state) => state.openModal);
  const { data, error, refetch, isPending } = useQuery(securityQueryOptions);
  if (isPending) {
    return (
      <div className="security-grid" aria-busy="true">
        <Skeleton className="security-skeleton" />
        <Skeleton className="security-skeleton" />
        <Skeleton className="security-skeleton" />
      </div>
    );
  }
  if (!data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const { info } = data;
  return (
    <div className="security">
      <div className="security-grid">
        <ProfileCard info={info} />
        <SecurityCard
          icon="lock"
          title={t('security.passwordTitle')}
          status={t('security.passwordStatus')}
          isOn
          description={t('security.passwordBody')}
        >
          <Button variant="outline" onClick={() => openModal('changePassword')}>
            {t('account.changePassword')}
          </Button>
        </SecurityCard>
        <BindPhoneCard info={info} />
        <BindEmailCard info={info} />
        <AuthenticatorCard info={info} />
      </div>
      <section className="security-section" aria-labelledby="login-history-title">
        <h2 id="login-history-title" className="security-section__title">
          <Icon name="clock" size={20} />
          {t('security.historyTitle')}
        </h2>
        <LoginHistory entries={data.loginHistory} />
      </section>
    </div>
  );
}
