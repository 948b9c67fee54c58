import type { ProfitFigures, ProfitSort, TeamProfitRow } from '@playhall/contracts/agent-reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/ui/data-table';
import { Money } from '@/components/ui/money';
import { PagedQuery } from '@/components/ui/pager';
import { Facts, Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { useTranslation } from '@/lib/use-translation';
import { getTeamProfit, teamProfitQueryOptions } from '../api/get-team-profit';
import { DownlineKind } from './downline-labels';
import { ExportCsv, fetchAllPages } from './export-csv';
import { TeamPeriodPicker, useTeamPeriod } from './team-period-picker';
import './downlines.css';

const PAGE_SIZE = 20;

function TeamTotal({ total }: { total: ProfitFigures }) {
  const { t } = useTranslation();
  return (
    <section className="team-profit__total" aria-label={t('teamProfit.total')}>
      <span className="team-profit__total-label">{t('teamProfit.total')}</span>
      <Money amount={total.profit} signed className="team-profit__total-amount" />
      <Facts
        items={[
          { label: t('teamProfit.betCount'), value: total.betCount },
          { label: t('teamProfit.validBet'), value: <Money amount={total.validBet} /> },
          { label: t('teamProfit.payout'), value: <Money amount={total.payout} /> },
          { label: t('teamProfit.bonuses'), value: <Money amount={total.bonuses} /> },
          { label: t('teamProfit.rebates'), value: <Money amount={total.rebates} /> },
        ]}
      />
    </section>
  );
}

/**
 * palStatementsAgentCopy, user profit and loss: each direct downline over a period (an agent's row with its whole
 * team), sorted by any column, with the team's total.
 */
export function TeamProfitPage() {
  const { t } = useTranslation();
  const periodState = useTeamPeriod();
  const [sort, setSort] = useState<{ key: ProfitSort; order: 'asc' | 'desc' }>({
    key: 'validBet',
    order: 'desc',
  });
  const [page, setPage] = useState(1);
  const query = useQuery(
    teamProfitQueryOptions({
      ...periodState.period,
      sort: sort.key,
      order: sort.order,
      pageNo: page,
      pageSize: PAGE_SIZE,
    }),
  );
  const amount = (key: 'validBet' | 'payout' | 'bonuses' | 'rebates'): Column<TeamProfitRow> => ({
    key,
    sortKey: key,
    header: t(`teamProfit.${key}`),
    cell: (row) => <Money amount={row[key]} />,
    align: 'end',
  });
  const columns: Column<TeamProfitRow>[] = [
    {
      key: 'account',
      sortKey: 'account',
      header: t('downlines.account'),
      cell: (row) => <span className="downlines__account">{row.account}</span>,
    },
    { key: 'type', header: t('downlines.type'), cell: (row) => <DownlineKind row={row} /> },
    { key: 'teamSize', header: t('downlines.teamSize'), cell: (row) => row.teamSize, align: 'end' },
    {
      key: 'betCount',
      sortKey: 'betCount',
      header: t('teamProfit.betCount'),
      cell: (row) => row.betCount,
      align: 'end',
    },
    amount('validBet'),
    amount('payout'),
    amount('bonuses'),
    amount('rebates'),
    {
      key: 'profit',
      sortKey: 'profit',
      header: t('teamProfit.profit'),
      cell: (row) => <Money amount={row.profit} signed />,
      align: 'end',
    },
  ];

  return (
    <Panel
      icon="scale"
      title={t('agentPages.palStatementsAgentCopy')}
      description={t('teamProfit.body')}
      actions={
        <ExportCsv
          fileName={`palStatementsAgentCopy-${periodState.period.startDate}-${periodState.period.endDate}`}
          columns={[
            { header: t('downlines.account'), value: (row: TeamProfitRow) => row.account },
            {
              header: t('downlines.type'),
              value: (row) => t(row.isAgent ? 'downlines.agent' : 'downlines.player'),
            },
            { header: t('downlines.teamSize'), value: (row) => row.teamSize },
            { header: t('teamProfit.betCount'), value: (row) => row.betCount },
            { header: t('teamProfit.validBet'), value: (row) => row.validBet },
            { header: t('teamProfit.payout'), value: (row) => row.payout },
            { header: t('teamProfit.bonuses'), value: (row) => row.bonuses },
            { header: t('teamProfit.rebates'), value: (row) => row.rebates },
            { header: t('teamProfit.profit'), value: (row) => row.profit },
          ]}
          rows={() =>
            fetchAllPages((pageNo, pageSize) =>
              getTeamProfit({ ...periodState.period, sort: sort.key, order: sort.order, pageNo, pageSize }),
            )
          }
        />
      }
    >
      <div className="downlines">
        <TeamPeriodPicker state={periodState} onChange={() => setPage(1)} />
        {query.data ? <TeamTotal total={query.data.total} /> : null}
        <PagedQuery
          query={query}
          page={page}
          onPage={setPage}
          loading={<Skeleton height="20rem" radius="var(--radius-lg)" />}
          empty={
            <StatePanel
              compact
              icon="users"
              title={t('downlines.empty')}
              description={t('downlines.emptyBody')}
            />
          }
        >
          {(data, isPrevious) => (
            <DataTable
              caption={t('agentPages.palStatementsAgentCopy')}
              columns={columns}
              rows={data.content}
              rowKey={(row) => row.id}
              isBusy={isPrevious}
              sort={{
                key: sort.key,
                order: sort.order,
                onSort: (key) => {
                  setSort((current) => ({
                    key: key as ProfitSort,
                    order: current.key === key && current.order === 'desc' ? 'asc' : 'desc',
                  }));
                  setPage(1);
                },
              }}
            />
          )}
        </PagedQuery>
      </div>
    </Panel>
  );
}
