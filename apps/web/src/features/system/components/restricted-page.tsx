import type { SystemStatusValue } from '@playhall/contracts/system';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { SupportFacts } from './support-facts';
import './status-page.css';

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
    <main className="status-page">
      <section className="status-page__card" aria-labelledby="restricted-title">
        <span className="status-page__brand">
          <BrandMark size={32} />
          {brandName}
        </span>
        <span className="status-page__icon status-page__icon--danger">
          <Icon name="lock" size={38} />
        </span>
        <h1 id="restricted-title" className="status-page__title">
          {t('status.restricted.title')}
        </h1>
        <p className="status-page__text">{t('status.restricted.body')}</p>
        <dl className="status-page__facts">
          <div className="status-page__fact">
            <dt>{t('status.restricted.yourIp')}</dt>
            <dd data-testid="visitor-ip">{status?.ip ?? fallbackIp}</dd>
          </div>
          <SupportFacts support={status?.support} />
        </dl>
        <Button variant="ghost" size="lg" icon="refresh" onClick={onRefresh} disabled={isRefreshing}>
          {t('status.refresh')}
        </Button>
      </section>
    </main>
  );
}
