import { Icon } from '@/components/ui/icon';
import { useTranslation } from '@/lib/use-translation';
import { useOpenCustomerService } from '../open-customer-service';
import './support.css';

/** The floating customer-service button (portal-shell spec §2). */
export function CustomerServiceButton({ csType }: { csType?: string }) {
  const { t } = useTranslation();
  const open = useOpenCustomerService();
  return (
    <button
      type="button"
      className="cs-button"
      aria-label={t('support.openChat')}
      onClick={() => open(csType)}
    >
      <Icon name="headset" size={24} />
      <span className="cs-button__label">{t('support.chat')}</span>
    </button>
  );
}
