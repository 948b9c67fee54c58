import type { SystemStatusValue } from '@playhall/contracts/system';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { formatLocalDateTime } from '@/lib/brand-time';
import { SupportFacts } from './support-facts';
import './status-page.css';

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
    <main className="status-page">
      <section className="status-page__card" aria-labelledby="maintenance-title">
        <span className="status-page__brand">
          <BrandMark size={32} />
          {brandName}
        </span>
        <span className="status-page__icon">
          <Icon name="wrench" size={38} />
        </span>
        <h1 id="maintenance-title" className="status-page__title">
          {t('status.maintenance.title')}
        </h1>
        <p className="status-page__text">{t('status.maintenance.body')}</p>
        <dl className="status-page__facts">
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
          <SupportFacts support={status?.support} />
        </dl>
        <Button variant="gold" size="lg" icon="refresh" onClick={onRefresh} disabled={isRefreshing}>
          {t('status.refresh')}
        </Button>
      </section>
    </main>
  );
}
