import type { TeamDay, TeamFigures, TeamOverview } from '@playhall/contracts/agent-reports';
import { parseAmount } from '@playhall/contracts/money';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { SegmentedTabs } from '@/components/ui/form-field';
import { Icon, type IconName } from '@/components/ui/icon';
import { formatMoney, Money, useCurrencySymbol } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/use-translation';
import { teamOverviewQueryOptions } from '../api/get-team-overview';
import { ExportCsv } from './export-csv';
import { TeamChart } from './team-chart';
import { TeamPeriodPicker, useTeamPeriod } from './team-period-picker';
import './team-overview.css';

type Scope = 'team' | 'direct';
const CHART_SERIES = [
  'validBet',
  'playerProfit',
  'deposits',
  'withdrawals',
  'activeMembers',
  'newMembers',
] as const;
type ChartSeries = (typeof CHART_SERIES)[number];
const COUNT_SERIES: readonly ChartSeries[] = ['activeMembers', 'newMembers'];

function Metric({
  icon,
  label,
  value,
  note,
}: {
  icon: IconName;
  label: string;
  value: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className="team-metric">
      <span className="team-metric__icon" aria-hidden="true">
        <Icon name={icon} size={18} />
      </span>
      <span className="team-metric__label">{label}</span>
      <span className="team-metric__value">{value}</span>
      {note ? <span className="team-metric__note">{note}</span> : null}
    </div>
  );
}

function Metrics({ report, scope }: { report: TeamOverview; scope: Scope }) {
  const { t } = useTranslation();
  const figures: TeamFigures = report[scope];
  const size = scope === 'team' ? report.teamSize.team : report.teamSize.direct;
  return (
    <div className="team-metrics">
      <Metric
        icon="users"
        label={t('teamOverview.teamSize')}
        value={size}
        note={t('teamOverview.directOf', { direct: report.teamSize.direct, team: report.teamSize.team })}
      />
      <Metric icon="sparkles" label={t('teamOverview.newMembers')} value={figures.newMembers} />
      <Metric icon="target" label={t('teamOverview.activeMembers')} value={figures.activeMembers} />
      <Metric icon="star" label={t('teamOverview.firstDepositors')} value={figures.firstDepositors} />
      <Metric
        icon="deposit"
        label={t('teamOverview.deposits')}
        value={<Money amount={figures.deposits} />}
        note={t('teamOverview.count', { count: figures.depositCount })}
      />
      <Metric
        icon="withdraw"
        label={t('teamOverview.withdrawals')}
        value={<Money amount={figures.withdrawals} />}
        note={t('teamOverview.count', { count: figures.withdrawalCount })}
      />
      <Metric
        icon="coins"
        label={t('teamOverview.validBet')}
        value={<Money amount={figures.validBet} />}
        note={t('teamOverview.bets', { count: figures.betCount })}
      />
      <Metric
        icon="scale"
        label={t('teamOverview.playerProfit')}
        value={<Money amount={figures.playerProfit} signed />}
        note={
          <>
            {t('teamOverview.payout')} <Money amount={figures.payout} />
          </>
        }
      />
      <Metric
        icon="gift"
        label={t('teamOverview.bonuses')}
        value={<Money amount={figures.bonuses} />}
        note={
          <>
            {t('teamOverview.rebates')} <Money amount={figures.rebates} />
          </>
        }
      />
      <Metric
        icon="wallet"
        label={t('teamOverview.income')}
        value={<Money amount={report.income.total} />}
        note={t('teamOverview.incomeNote')}
      />
    </div>
  );
}

function chartValue(day: TeamDay, series: ChartSeries): number {
  if (series === 'activeMembers' || series === 'newMembers') return day[series];
  // Amounts to a plot value in whole currency units; exact enough for a line, the cards carry the exact figures.
  return Number(parseAmount(day[series])) / 100;
}

function OverviewSkeleton() {
  return (
    <div className="team-overview__skeleton" aria-hidden="true">
      <div className="team-metrics">
        {Array.from({ length: 10 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <Skeleton key={index} height="6.5rem" radius="var(--radius-md)" />
        ))}
      </div>
      <Skeleton height="17rem" radius="var(--radius-lg)" />
    </div>
  );
}

/**
 * agentTeamOverview: the team's figures of a period of brand days (member-and-agent-centres §2): the whole team or
 * the direct downlines, the agent's own income, and a chart of the days.
 */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const periodState = useTeamPeriod();
  const { period } = periodState;
  const [scope, setScope] = useState<Scope>('team');
  const [series, setSeries] = useState<ChartSeries>('validBet');
  const report = useQuery(teamOverviewQueryOptions(period));
  const points = useMemo(
    () => (report.data?.days ?? []).map((day) => ({ day: day.day, value: chartValue(day, series) })),
    [report.data, series],
  );
  const isCount = COUNT_SERIES.includes(series);
  const format = useCallback(
    (value: number) =>
      isCount ? String(value) : formatMoney(value.toFixed(2), symbol, { whole: Math.abs(value) >= 1000 }),
    [isCount, symbol],
  );

  return (
    <Panel
      icon="gauge"
      title={t('agentPages.agentTeamOverview')}
      description={t('teamOverview.body')}
      actions={
        <ExportCsv
          fileName={`agentTeamOverview-${period.startDate}-${period.endDate}`}
          columns={[
            { header: t('teamOverview.day'), value: (day: TeamDay) => day.day },
            ...CHART_SERIES.map((key) => ({
              header: t(`teamOverview.series.${key}`),
              value: (day: TeamDay) => day[key],
            })),
          ]}
          rows={async () => report.data?.days ?? []}
        />
      }
    >
      <div className="team-overview">
        <div className="team-overview__filters">
          <TeamPeriodPicker state={periodState} />
          <SegmentedTabs<Scope>
            label={t('teamOverview.scope')}
            options={[
              { value: 'team', label: t('teamOverview.wholeTeam') },
              { value: 'direct', label: t('teamOverview.direct') },
            ]}
            value={scope}
            onChange={setScope}
          />
        </div>
        {report.isPending ? (
          <OverviewSkeleton />
        ) : report.data ? (
          <div className={report.isPlaceholderData ? 'team-overview__busy' : undefined}>
            <Metrics report={report.data} scope={scope} />
            <section className="team-overview__chart" aria-label={t('teamOverview.chartTitle')}>
              <div className="team-overview__chart-head">
                <h3>{t('teamOverview.chartTitle')}</h3>
                <SegmentedTabs<ChartSeries>
                  label={t('teamOverview.chartSeries')}
                  options={CHART_SERIES.map((value) => ({ value, label: t(`teamOverview.series.${value}`) }))}
                  value={series}
                  onChange={setSeries}
                />
              </div>
              <TeamChart points={points} label={t(`teamOverview.series.${series}`)} format={format} />
            </section>
            <p className="team-overview__note">
              <Icon name="info" size={14} /> {t('teamOverview.freshness')}
            </p>
          </div>
        ) : (
          <ErrorState error={report.error} onRetry={() => report.refetch()} />
        )}
      </div>
    </Panel>
  );
}
