import { FeatureModule } from '@playhall/contracts/features';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, SegmentedTabs } from '@/components/ui/form-field';
import { useFeatureFlags } from '@/lib/api/get-bootstrap';
import { errorMessage } from '@/lib/error-message';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { freePlayLogin } from '../api/free-play-login';
import { startSession } from '../start-session';
import { useLoginFlow } from '../use-login-flow';
import { AccountFrame } from './account-frame';
import { LoginSmsForm } from './login-sms-form';
import { LoginUsernameForm } from './login-username-form';
import { SecondFactorDialog } from './second-factor-dialog';
import { VpnTip } from './vpn-tip';

type Tab = 'username' | 'sms';

/**
 * The login popup (portal-shell spec §4 "Login"): by account name, or by SMS code when the verification-code
 * login and SMS modules are on; free play when that module is on; the second factor takes its place when the
 * server asks for one.
 */
export function LoginModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const flags = useFeatureFlags();
  const openModal = useUiStore((state) => state.openModal);
  const [tab, setTab] = useState<Tab>('username');
  const [freePlayError, setFreePlayError] = useState<unknown>(null);
  const [isStartingFreePlay, setStartingFreePlay] = useState(false);
  const flow = useLoginFlow({ onDone: onClose });
  const hasSmsLogin =
    flags[FeatureModule.VERIFICATION_CODE_LOGIN] === true && flags[FeatureModule.SMS_VERIFICATION] === true;
  const hasFreePlay = flags[FeatureModule.FREE_PLAY] === true;

  if (flow.pending) {
    const { pending } = flow;
    return (
      <SecondFactorDialog
        pending={pending}
        onGranted={(granted) => flow.finish(granted, pending.oldPassword)}
        onCancel={flow.cancelChallenge}
      />
    );
  }

  const startFreePlay = async () => {
    setStartingFreePlay(true);
    setFreePlayError(null);
    try {
      await startSession(await freePlayLogin());
      onClose();
    } catch (error) {
      setFreePlayError(error);
    } finally {
      setStartingFreePlay(false);
    }
  };

  const switchTo = (kind: 'register' | 'forgetPassword') => {
    onClose();
    openModal(kind);
  };

  return (
    <AccountFrame title={t('account.loginTitle')} onClose={onClose}>
      <div className="account-body">
        {hasSmsLogin ? (
          <SegmentedTabs<Tab>
            label={t('account.loginMethod')}
            value={tab}
            onChange={(next) => {
              flow.clearError();
              setTab(next);
            }}
            options={[
              { value: 'username', label: t('account.byUsername') },
              { value: 'sms', label: t('account.bySms') },
            ]}
          />
        ) : null}
        {tab === 'sms' && hasSmsLogin ? (
          <LoginSmsForm flow={flow} />
        ) : (
          <LoginUsernameForm flow={flow} onForgotPassword={() => switchTo('forgetPassword')} />
        )}
        {hasFreePlay ? (
          <div className="account-body__alt">
            <span className="account-body__divider">{t('account.or')}</span>
            <Button
              variant="outline"
              size="lg"
              icon="sparkles"
              disabled={isStartingFreePlay}
              onClick={() => void startFreePlay()}
            >
              {t('account.freePlay')}
            </Button>
            {freePlayError ? <FormAlert>{errorMessage(t, freePlayError)}</FormAlert> : null}
          </div>
        ) : null}
        <p className="account-body__switch">
          {t('account.noAccount')}{' '}
          <button type="button" className="link-button" onClick={() => switchTo('register')}>
            {t('header.register')}
          </button>
        </p>
        <VpnTip />
      </div>
    </AccountFrame>
  );
}
