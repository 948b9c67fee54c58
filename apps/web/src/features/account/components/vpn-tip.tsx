import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/use-translation';

/** Help for visitors whose network blocks the site (portal-shell spec §2): a VPN page and a public DNS app. */
export const VPN_INFO_URL = 'https://en.wikipedia.org/wiki/Virtual_private_network';
export const PUBLIC_DNS_APP_URL = 'https://one.one.one.one/';

export function VpnTip() {
  const { t } = useTranslation();
  return (
    <aside className="vpn-tip" aria-label={t('account.vpnTipLabel')}>
      <Icon name="info" size={18} className="vpn-tip__icon" />
      <p className="vpn-tip__text">
        {t('account.vpnTip')}{' '}
        <a href={VPN_INFO_URL} target="_blank" rel="noopener noreferrer">
          {t('account.vpnLink')}
        </a>{' '}
        {t('account.dnsTip')}{' '}
        <a href={PUBLIC_DNS_APP_URL} target="_blank" rel="noopener noreferrer">
          {t('account.dnsLink')}
        </a>
      </p>
    </aside>
  );
}
