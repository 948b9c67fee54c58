import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordPeriodLabels } from '@/centre/record-period';
import { ErrorState } from '@/components/ui/error-state';
import { Panel } from '@/components/ui/panel';
import { PeriodPicker } from '@/components/ui/period-picker';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { gmtOffset } from '@/lib/brand-time';
import { todayIn } from '@/lib/date-range';
import { useTranslation } from '@/lib/use-translation';
import { type ProfitPeriod, profitQueryOptions } from '../api/get-profit';
import { ProfitDays } from './profit-days';
import { formatDaySpan } from './profit-format';
import { MAX_PROFIT_DAYS, type ProfitPreset, profitPresetPeriod } from './profit-period';
import { ProfitCategories, ProfitTotal } from './profit-summary';
import './profit.css';

function ProfitSkeleton() {
  return (
    <div className="profit-skeleton" aria-hidden="true">
      <Skeleton height="8.5rem" radius="var(--radius-lg)" />
      <Skeleton height="5.5rem" radius="var(--radius-lg)" />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height="3.2rem" radius="var(--radius-md)" />
      ))}
    </div>
  );
}

/**
 * personalProfit, profit and loss: the member's win or loss over a period of the brand's days (as the server
 * sums them), in total, by game category, and day by day, each day opening into its categories.
 */
export function ProfitPage() {
  const { t, i18n } = useTranslation();
  const periodLabels = useRecordPeriodLabels(MAX_PROFIT_DAYS);
  const { brand } = useBootstrap();
  const today = todayIn(brand.timeZone);
  const [preset, setPreset] = useState<ProfitPreset>('last7');
  const [period, setPeriod] = useState<ProfitPeriod>(() => profitPresetPeriod('last7', today));
  const report = useQuery(profitQueryOptions(period));
  const zone = gmtOffset(new Date(), brand.timeZone);
  const periodLabel = formatDaySpan(i18n.language, period.startDate, period.endDate);

  return (
    <Panel icon="coins" title={t('profit.title')} description={t('profit.body')} className="profit-page">
      <div className="profit-filters">
        <PeriodPicker<Exclude<ProfitPreset, 'custom'>>
          labels={periodLabels}
          options={[
            { value: 'today', label: t('records.today') },
            { value: 'last7', label: t('records.last7') },
            { value: 'thisMonth', label: t('records.thisMonth') },
            { value: 'last30', label: t('records.last30') },
            { value: 'custom', label: t('records.custom') },
          ]}
          preset={preset}
          span={{ from: period.startDate, to: period.endDate }}
          latestDay={today}
          maxDays={MAX_PROFIT_DAYS}
          onPreset={(next) => {
            setPreset(next);
            if (next !== 'custom') setPeriod(profitPresetPeriod(next, today));
          }}
          onCustom={({ from, to }) => setPeriod({ startDate: from, endDate: to })}
        />
        <p className="profit-filters__zone">{t('profit.timeZone', { zone })}</p>
      </div>
      {report.isPending ? (
        <ProfitSkeleton />
      ) : report.data ? (
        report.data.days.length === 0 ? (
          <StatePanel compact icon="coins" title={t('profit.empty')} description={t('profit.emptyBody')} />
        ) : (
          <div className={`profit-report${report.isPlaceholderData ? ' profit-report--busy' : ''}`}>
            <ProfitTotal total={report.data.total} periodLabel={periodLabel} />
            <ProfitCategories categories={report.data.categories} total={report.data.total} />
            <ProfitDays days={report.data.days} />
          </div>
        )
      ) : (
        <ErrorState compact error={report.error} onRetry={() => void report.refetch()} />
      )}
    </Panel>
  );
}
