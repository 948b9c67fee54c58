// The entry carries this page: it formats with the small brand-clock module, not the pages' lib/brand-time.
import { formatBrandDateTime } from '@playhall/contracts/brand-clock';
import type { SystemStatusValue } from '@playhall/contracts/system';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { useTranslation } from '@/lib/use-translation';
import { SupportFacts } from './support-facts';
import './status-page.css';

/**
 * Replaces the whole app while the site is in maintenance, or when the visitor's region or address is blocked
 * (portal-shell spec §2, status pages): the reason, when maintenance ends or the address we saw, the support
 * contacts, and a button that asks again. One component for both: they differ in a few words and one fact.
 */
export function StatusPage({
  reason,
  brandName,
  status,
  fallbackIp,
  isRefreshing,
  onRefresh,
}: {
  reason: 'maintenance' | 'restricted';
  brandName: string;
  status: SystemStatusValue | undefined;
  fallbackIp: string;
  isRefreshing: boolean;
  onRefresh: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useBootstrap().brand;
  const isMaintenance = reason === 'maintenance';
  const end = status?.maintenanceEnd
    ? formatBrandDateTime(status.maintenanceEnd, timeZone, i18n.language)
    : '';
  return (
    <main className="status-page">
      <section className="status-page__card" aria-labelledby={`${reason}-title`}>
        <span className="status-page__brand">
          <BrandMark size={32} />
          {brandName}
        </span>
        <span className={isMaintenance ? 'status-page__icon' : 'status-page__icon status-page__icon--danger'}>
          <Icon name={isMaintenance ? 'wrench' : 'lock'} size={38} />
        </span>
        <h1 id={`${reason}-title`} className="status-page__title">
          {isMaintenance ? t('status.maintenance.title') : t('status.restricted.title')}
        </h1>
        <p className="status-page__text">
          {isMaintenance ? t('status.maintenance.body') : t('status.restricted.body')}
        </p>
        <dl className="status-page__facts">
          {isMaintenance ? (
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
          ) : (
            <div className="status-page__fact">
              <dt>{t('status.restricted.yourIp')}</dt>
              <dd data-testid="visitor-ip">{status?.ip ?? fallbackIp}</dd>
            </div>
          )}
          <SupportFacts support={status?.support} />
        </dl>
        <Button
          variant={isMaintenance ? 'gold' : 'ghost'}
          size="lg"
          icon="refresh"
          onClick={onRefresh}
          disabled={isRefreshing}
        >
          {t('status.refresh')}
        </Button>
      </section>
    </main>
  );
}
