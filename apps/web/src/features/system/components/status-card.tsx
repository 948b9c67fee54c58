import type { SystemStatusValue } from '@playhall/contracts/system';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/ui/brand-mark';
import { Button } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { SupportFacts } from './support-facts';
import './status-page.css';

/**
 * What a status page fills the screen with (portal-shell spec §2, status pages): the brand, the reason's icon,
 * title and text, the page's own facts before the support contacts, and a button that asks again.
 */
export function StatusCard({
  brandName,
  titleId,
  icon,
  isDanger = false,
  title,
  text,
  facts,
  support,
  refreshVariant,
  isRefreshing,
  onRefresh,
}: {
  brandName: string;
  titleId: string;
  icon: IconName;
  isDanger?: boolean;
  title: string;
  text: string;
  facts: ReactNode;
  support: SystemStatusValue['support'] | undefined;
  refreshVariant: 'gold' | 'ghost';
  isRefreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <main className="status-page">
      <section className="status-page__card" aria-labelledby={titleId}>
        <span className="status-page__brand">
          <BrandMark size={32} />
          {brandName}
        </span>
        <span className={`status-page__icon${isDanger ? ' status-page__icon--danger' : ''}`}>
          <Icon name={icon} size={38} />
        </span>
        <h1 id={titleId} className="status-page__title">
          {title}
        </h1>
        <p className="status-page__text">{text}</p>
        <dl className="status-page__facts">
          {facts}
          <SupportFacts support={support} />
        </dl>
        <Button variant={refreshVariant} size="lg" icon="refresh" onClick={onRefresh} disabled={isRefreshing}>
          {t('status.refresh')}
        </Button>
      </section>
    </main>
  );
}
