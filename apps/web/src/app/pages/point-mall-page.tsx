import { useQuery } from '@tanstack/react-query';
import { QueryView } from '@/components/ui/query-view';
import { pointsSummaryQueryOptions } from '@/features/points/api/points';
import { ExchangeRates } from '@/features/points/components/exchange-rates';
import { PointMall } from '@/features/points/components/point-mall';
import { useTranslation } from '@/lib/use-translation';
import { PageFrame } from './page-frame';

/** /pointMall: the points mall in the portal frame (issue 16). */
export function PointMallPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="bag" title={t('pages.pointMall')} subtitle={t('pages.pointMallSubtitle')}>
      <PointMall />
    </PageFrame>
  );
}

/** /exchangeRate: the points exchange-rate table (spec §2) as its own page, the mall's rates tab on its own. */
export function ExchangeRatePage() {
  const { t } = useTranslation();
  const query = useQuery(pointsSummaryQueryOptions());
  return (
    <PageFrame icon="scale" title={t('pages.exchangeRate')} subtitle={t('pages.exchangeRateSubtitle')}>
      <QueryView query={query} skeletonHeight="16rem">
        {(summary) => <ExchangeRates summary={summary} />}
      </QueryView>
    </PageFrame>
  );
}
