import type { SystemStatusValue } from '@playhall/contracts/system';
import { useTranslation } from 'react-i18next';
import { StatusCard } from './status-card';

/** Replaces the whole app when the visitor's region or address is blocked; shows the address we saw. */
export function RestrictedPage({
  brandName,
  status,
  fallbackIp,
  isRefreshing,
  onRefresh,
}: {
  brandName: string;
  status: SystemStatusValue | undefined;
  fallbackIp: string;
  isRefreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <StatusCard
      brandName={brandName}
      titleId="restricted-title"
      icon="lock"
      isDanger
      title={t('status.restricted.title')}
      text={t('status.restricted.body')}
      facts={
        <div className="status-page__fact">
          <dt>{t('status.restricted.yourIp')}</dt>
          <dd data-testid="visitor-ip">{status?.ip ?? fallbackIp}</dd>
        </div>
      }
      support={status?.support}
      refreshVariant="ghost"
      isRefreshing={isRefreshing}
      onRefresh={onRefresh}
    />
  );
}
