import type { MemberInfo } from '@playhall/contracts/accounts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { SegmentedTabs } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { lazyImport } from '@/lib/lazy-import';
import { useSession } from '@/lib/session';
import { getSessionToken } from '@/lib/session-token';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { readyAccount } from '../account-ready';
import { registerFieldsQueryOptions } from '../api/get-register-fields';
import { registerSettingsQueryOptions } from '../api/get-register-settings';
import type { RegisterMode } from '../api/register';
import { AccountFrame } from './account-frame';
import { RegisterForm } from './register-form';

const AccountReadyModal = lazy(() =>
  lazyImport(() => import('./account-ready-modal')).then((m) => ({ default: m.AccountReadyModal })),
);

/**
 * The register popup (portal-shell spec §4 "Registration"): username or mobile mode (the default from the
 * register settings; mobile only when mobile registration is on), fields and checks from the server's rules.
 * `referralCode` comes from /register?referralCode=... and fills the invitation code; `recommenderId`, a member's
 * invite code, from /register?recommenderId=.... Once there is an account
 * the popup says so instead (decision 0036): a new member is welcomed with the first deposit a click away, and a
 * member signed in before it opened (/register by link) sees whose account this is. A trial account may register.
 */
export function RegisterModal({ onClose, props }: { onClose: () => void; props: Record<string, string> }) {
  const { t } = useTranslation();
  const openModal = useUiStore((state) => state.openModal);
  const settings = useQuery(registerSettingsQueryOptions);
  const rules = useQuery(registerFieldsQueryOptions);
  const [chosenMode, setMode] = useState<RegisterMode | null>(null);
  const [wasSignedIn] = useState(() => getSessionToken() !== null);
  const session = useSession();
  const [registered, setRegistered] = useState<MemberInfo | null>(null);
  const ready = readyAccount({ registered, wasSignedIn, member: session.member });
  const loading = (
    <div className="account-loading">
      <Spinner />
    </div>
  );
  if (ready) {
    return (
      <Suspense
        fallback={
          <AccountFrame title={t('account.registerTitle')} onClose={onClose}>
            {loading}
          </AccountFrame>
        }
      >
        <AccountReadyModal member={ready.member} isNew={ready.isNew} onClose={onClose} />
      </Suspense>
    );
  }
  const isCheckingSession = wasSignedIn && session.token !== null && !session.member;

  const body = () => {
    if (settings.error || rules.error) {
      return (
        <ErrorState
          compact
          error={settings.error ?? rules.error}
          onRetry={() => {
            void settings.refetch();
            void rules.refetch();
          }}
        />
      );
    }
    if (!settings.data || !rules.data || isCheckingSession) return loading;
    const canUseMobile = settings.data.mobileRegistration;
    const mode: RegisterMode = canUseMobile ? (chosenMode ?? settings.data.defaultMode) : 'USERNAME';
    return (
      <>
        {canUseMobile ? (
          <SegmentedTabs<RegisterMode>
            label={t('account.registerMode')}
            value={mode}
            onChange={setMode}
            options={[
              { value: 'USERNAME', label: t('account.byUsername') },
              { value: 'MOBILE', label: t('account.byMobile') },
            ]}
          />
        ) : null}
        <RegisterForm
          key={mode}
          mode={mode}
          rules={rules.data}
          settings={settings.data}
          referralCode={props.referralCode ?? ''}
          recommenderId={props.recommenderId ?? ''}
          onDone={onClose}
          onRegistered={setRegistered}
        />
      </>
    );
  };

  return (
    <AccountFrame title={t('account.registerTitle')} onClose={onClose} width={520}>
      <div className="account-body">
        {body()}
        <p className="account-body__switch">
          {t('account.haveAccount')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              onClose();
              openModal('login');
            }}
          >
            {t('header.login')}
          </button>
        </p>
      </div>
    </AccountFrame>
  );
}
