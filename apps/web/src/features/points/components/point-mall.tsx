import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { SegmentedTabs } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/use-translation';
import { pointsSummaryQueryOptions } from '../api/points';
import { ExchangeRates } from './exchange-rates';
import { MallGrid } from './mall-grid';
import { PointsDetails, RedeemHistory } from './points-history';
import './points.css';

const TABS = ['mall', 'history', 'details', 'rates'] as const;
type Tab = (typeof TABS)[number];

/**
 * /pointMall (member-and-agent-centres spec §2): the member's points, the mall's items to redeem with the payment
 * password, the redeem history, the points details and the exchange-rate table. Points never expire.
 */
export function PointMall() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('mall');
  const query = useQuery(pointsSummaryQueryOptions());
  if (query.isPending) return <Skeleton height="22rem" radius="var(--radius-lg)" />;
  if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const summary = query.data;
  return (
    <div className="panel-stack">
      <section className="points-hero" aria-label={t('points.balance')}>
        <span className="points-hero__icon">
          <Icon name="coins" size={28} />
        </span>
        <div>
          <p className="points-hero__label">{t('points.balance')}</p>
          <p className="points-hero__balance" data-testid="points-balance">
            {summary.balance.toLocaleString()}
          </p>
        </div>
        <dl className="points-hero__facts">
          <div>
            <dt>{t('points.earned')}</dt>
            <dd>{summary.earned.toLocaleString()}</dd>
          </div>
          <div>
            <dt>{t('points.exchangeRatio')}</dt>
            <dd>
              {t('points.ratioShort', { points: summary.pointsPerUnit })}{' '}
              <Link className="points-hero__link" to="/exchangeRate">
                {t('points.seeTable')}
              </Link>
            </dd>
          </div>
        </dl>
      </section>
      <SegmentedTabs<Tab>
        label={t('points.tabsLabel')}
        options={TABS.map((value) => ({ value, label: t(`points.tabs.${value}`) }))}
        value={tab}
        onChange={setTab}
      />
      <Panel
        icon={tab === 'mall' ? 'bag' : tab === 'rates' ? 'scale' : 'history'}
        title={t(`points.tabs.${tab}`)}
      >
        {tab === 'mall' ? <MallGrid balance={summary.balance} /> : null}
        {tab === 'history' ? <RedeemHistory /> : null}
        {tab === 'details' ? <PointsDetails /> : null}
        {tab === 'rates' ? <ExchangeRates summary={summary} /> : null}
      </Panel>
    </div>
  );
}
