import type { SystemStatusValue } from '@playhall/contracts/system';
import { useTranslation } from 'react-i18next';
import { formatLocalDateTime } from '@/lib/brand-time';
import { StatusCard } from './status-card';

/** Replaces the whole app while the site is in maintenance (portal-shell spec §2, status pages). */
export function MaintenancePage({
  brandName,
  status,
  isRefreshing,
  onRefresh,
}: {
  brandName: string;
  status: SystemStatusValue | undefined;
  isRefreshing: boolean;
  onRefresh: () => void;
}) {
  const { t, i18n } = useTranslation();
  const end = status?.maintenanceEnd ? formatLocalDateTime(status.maintenanceEnd, i18n.language) : '';
  return (
    <StatusCard
      brandName={brandName}
      titleId="maintenance-title"
      icon="wrench"
      title={t('status.maintenance.title')}
      text={t('status.maintenance.body')}
      facts={
        <div className="status-page__fact">
          <dt>{t('status.maintenance.endsAt')}</dt>
          <dd>
            {end ? (
              <time dateTime={status?.maintenanceEnd ?? undefined}>{end}</time>
            ) : (
              t('status.maintenance.endUnknown')
            )}
          </dd>
        </div>
      }
      support={status?.support}
      refreshVariant="gold"
      isRefreshing={isRefreshing}
      onRefresh={onRefresh}
    />
  );
}
