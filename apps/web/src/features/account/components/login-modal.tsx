import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useUiStore } from '../../../lib/ui-store';
import { AccountFrame } from './account-frame';
import { AccountsSoon } from './accounts-soon';
import { VpnTip } from './vpn-tip';

/**
 * The login popup. Accounts arrive in the next release: the frame, the switch to registration and the VPN/DNS
 * tip are final; the form takes the place of AccountsSoon.
 */
export function LoginModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const openModal = useUiStore((state) => state.openModal);
  return (
    <AccountFrame title={t('account.loginTitle')} onClose={onClose}>
      <div className="account-body">
        <AccountsSoon icon="user" title={t('account.soonTitle')} />
        <div className="account-body__actions">
          <Button variant="gold" size="lg" onClick={onClose}>
            {t('account.browseLobby')}
          </Button>
          <p className="account-body__switch">
            {t('account.noAccount')}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => {
                onClose();
                openModal('register');
              }}
            >
              {t('header.register')}
            </button>
          </p>
        </div>
        <VpnTip />
      </div>
    </AccountFrame>
  );
}
