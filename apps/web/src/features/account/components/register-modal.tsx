import { MINIMUM_AGE } from '@playhall/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useUiStore } from '../../../lib/ui-store';
import { AccountFrame } from './account-frame';
import { AccountsSoon } from './accounts-soon';

/** The register popup; `referralCode` comes from /register?referralCode=... and is kept for the form. */
export function RegisterModal({ onClose, referralCode }: { onClose: () => void; referralCode?: string }) {
  const { t } = useTranslation();
  const openModal = useUiStore((state) => state.openModal);
  return (
    <AccountFrame title={t('account.registerTitle')} onClose={onClose}>
      <div className="account-body">
        <AccountsSoon icon="sparkles" title={t('account.soonTitle')} />
        {referralCode ? (
          <p className="account-body__note">
            <Icon name="gift" size={18} />
            <span>{t('account.referralKept', { code: referralCode })}</span>
          </p>
        ) : null}
        <p className="account-body__age">
          <span className="age-badge">{t('footer.ageBadge', { age: MINIMUM_AGE })}</span>
          {t('account.ageNotice', { age: MINIMUM_AGE })}
        </p>
        <div className="account-body__actions">
          <Button variant="gold" size="lg" onClick={onClose}>
            {t('account.browseLobby')}
          </Button>
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
      </div>
    </AccountFrame>
  );
}
