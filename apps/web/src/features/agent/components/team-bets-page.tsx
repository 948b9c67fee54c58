import type { TeamBetPage } from '@playhall/contracts/agent-reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/ui/data-table';
import { Money } from '@/components/ui/money';
import { PagedQuery } from '@/components/ui/pager';
import { Facts, Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { StatusChip } from '@/components/ui/status-chip';
import { useVendorNames } from '@/lib/api/get-game-menus';
import { useTranslation } from '@/lib/use-translation';
import { getTeamBets, teamBetsQueryOptions } from '../api/get-team-bets';
import { When } from './downline-labels';
import { ExportCsv, fetchAllPages } from './export-csv';
import { type TeamBetChoice, TeamBetFilters } from './team-bet-filters';
import { TeamPeriodPicker, useTeamPeriod } from './team-period-picker';
import './downlines.css';

type TeamBet = TeamBetPage['content'][number];
const PAGE_SIZE = 20;
const TONES = { OPEN: 'warning', SETTLED: 'success', ROLLED_BACK: 'neutral' } as const;

/**
 * personalHistoryCopy in the agent centre: the bets of the whole team or of one downline over brand days, filtered by
 * game category, vendor and status, with the filter's totals.
 */
export function TeamBetsPage() {
  const { t } = useTranslation();
  const vendorNames = useVendorNames();
  const periodState = useTeamPeriod('thisWeek');
  const [choice, setChoice] = useState<TeamBetChoice>({});
  const [page, setPage] = useState(1);
  const query = useQuery(
    teamBetsQueryOptions({ ...periodState.period, ...choice, pageNo: page, pageSize: PAGE_SIZE }),
  );
  const columns: Column<TeamBet>[] = [
    {
      key: 'account',
      header: t('teamBets.account'),
      cell: (bet) => <span className="downlines__account">{bet.account}</span>,
    },
    {
      key: 'game',
      header: t('bets.game'),
      cell: (bet) => (
        <span className="team-bet__game">
          <span>{bet.gameName}</span>
          <span className="team-bet__meta">
            {vendorNames.get(bet.vendor) ?? bet.vendor} · {t(`categories.${bet.category}`)}
          </span>
        </span>
      ),
    },
    { key: 'placed', header: t('teamBets.placed'), cell: (bet) => <When iso={bet.placedAt} /> },
    { key: 'stake', header: t('bets.stake'), cell: (bet) => <Money amount={bet.stake} />, align: 'end' },
    {
      key: 'valid',
      header: t('bets.validBet'),
      cell: (bet) => <Money amount={bet.validBet} />,
      align: 'end',
    },
    { key: 'payout', header: t('bets.payout'), cell: (bet) => <Money amount={bet.payout} />, align: 'end' },
    {
      key: 'profit',
      header: t('bets.profit'),
      cell: (bet) => <Money amount={bet.profit} signed />,
      align: 'end',
    },
    {
      key: 'status',
      header: t('teamBets.status'),
      cell: (bet) => <StatusChip tone={TONES[bet.status]}>{t(`bets.statuses.${bet.status}`)}</StatusChip>,
    },
  ];
  const restart = () => setPage(1);

  return (
    <Panel
      icon="receipt"
      title={t('agentPages.personalHistoryCopy')}
      description={t('teamBets.body')}
      actions={
        <ExportCsv
          fileName={`personalHistoryCopy-${periodState.period.startDate}-${periodState.period.endDate}`}
          columns={[
            { header: t('teamBets.placed'), value: (bet: TeamBet) => bet.placedAt },
            { header: t('teamBets.account'), value: (bet) => bet.account },
            { header: t('bets.game'), value: (bet) => bet.gameName },
            { header: t('teamBets.vendor'), value: (bet) => vendorNames.get(bet.vendor) ?? bet.vendor },
            { header: t('teamBets.category'), value: (bet) => t(`categories.${bet.category}`) },
            { header: t('bets.roundId'), value: (bet) => bet.roundId },
            { header: t('bets.stake'), value: (bet) => bet.stake },
            { header: t('bets.validBet'), value: (bet) => bet.validBet },
            { header: t('bets.payout'), value: (bet) => bet.payout },
            { header: t('bets.profit'), value: (bet) => bet.profit },
            { header: t('teamBets.status'), value: (bet) => t(`bets.statuses.${bet.status}`) },
          ]}
          rows={() =>
            fetchAllPages((pageNo, pageSize) =>
              getTeamBets({ ...periodState.period, ...choice, pageNo, pageSize }),
            )
          }
        />
      }
    >
      <div className="downlines">
        <TeamPeriodPicker state={periodState} onChange={restart} />
        <TeamBetFilters
          value={choice}
          onChange={(next) => {
            setChoice(next);
            restart();
          }}
        />
        {query.data ? (
          <section className="team-profit__total" aria-label={t('teamBets.totals')}>
            <span className="team-profit__total-label">{t('teamBets.totals')}</span>
            <Money amount={query.data.totals.profit} signed className="team-profit__total-amount" />
            <Facts
              items={[
                { label: t('teamProfit.betCount'), value: query.data.totals.betCount },
                { label: t('bets.validBet'), value: <Money amount={query.data.totals.validBet} /> },
                { label: t('bets.payout'), value: <Money amount={query.data.totals.payout} /> },
              ]}
            />
          </section>
        ) : null}
        <PagedQuery
          query={query}
          page={page}
          onPage={setPage}
          loading={<Skeleton height="20rem" radius="var(--radius-lg)" />}
          empty={
            <StatePanel
              compact
              icon="receipt"
              title={t('teamBets.empty')}
              description={t('teamBets.emptyBody')}
            />
          }
        >
          {(data, isPrevious) => (
            <DataTable
              caption={t('agentPages.personalHistoryCopy')}
              columns={columns}
              rows={data.content}
              rowKey={(bet) => bet.id}
              isBusy={isPrevious}
            />
          )}
        </PagedQuery>
      </div>
    </Panel>
  );
}
