import type { Movement, MovementPage } from '@playhall/contracts/agent-reports';
import { INCOME_TYPES, TEAM_MOVEMENT_TYPES } from '@playhall/contracts/record-types';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/form-field';
import { Money } from '@/components/ui/money';
import { PagedQuery } from '@/components/ui/pager';
import { Facts, Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import type { CsvColumn } from '@/lib/csv';
import { useTranslation } from '@/lib/use-translation';
import { getMovements, type MovementKind, movementsQueryOptions } from '../api/get-movements';
import { When } from './downline-labels';
import { ExportCsv, fetchAllPages } from './export-csv';
import { TeamPeriodPicker, useTeamPeriod } from './team-period-picker';
import './downlines.css';

const PAGE_SIZE = 20;
const TYPES = { team: TEAM_MOVEMENT_TYPES, income: INCOME_TYPES } as const;
const TITLES = { team: 'agentDownlineTransactionDetailsCopy', income: 'agentRevenueReport' } as const;

function useTypeLabel(kind: MovementKind) {
  const { t, i18n } = useTranslation();
  return (type: string, amount?: string) => {
    const received =
      (kind === 'income' || (amount !== undefined && !amount.startsWith('-'))) && type.startsWith('TRANSFER');
    const key =
      received && i18n.exists(`records.received.${type}`)
        ? `records.received.${type}`
        : `records.types.${type}`;
    return i18n.exists(key) ? t(key) : type;
  };
}

function Totals({ page, kind }: { page: MovementPage; kind: MovementKind }) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel(kind);
  if (page.totals.length === 0) return null;
  return (
    <section className="team-profit__total" aria-label={t('movements.totals')}>
      <span className="team-profit__total-label">{t('movements.totals')}</span>
      <Facts
        items={page.totals.map((row) => ({
          label: `${typeLabel(row.type, row.amount)} · ${t('teamOverview.count', { count: row.count })}`,
          value: <Money amount={row.amount} signed />,
        }))}
      />
    </section>
  );
}

/**
 * Team transactions (agentDownlineTransactionDetailsCopy: the team's deposits, withdrawals, transfers, bonuses and
 * adjustments) or my income (agentRevenueReport: what arrived in the agent's own wallet), with totals per type.
 */
export function MovementsPage({ kind }: { kind: MovementKind }) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel(kind);
  const periodState = useTeamPeriod();
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState<string | undefined>(undefined);
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  const filter = { ...periodState.period, ...(account ? { account } : {}), ...(type ? { type } : {}) };
  const query = useQuery(movementsQueryOptions(kind, { ...filter, pageNo: page, pageSize: PAGE_SIZE }));
  const columns: Column<Movement>[] = [
    { key: 'at', header: t('movements.at'), cell: (row) => <When iso={row.at} /> },
    ...(kind === 'team'
      ? [
          {
            key: 'account',
            header: t('teamBets.account'),
            cell: (row: Movement) => <span className="downlines__account">{row.account}</span>,
          },
        ]
      : []),
    { key: 'type', header: t('movements.type'), cell: (row) => typeLabel(row.type, row.amount) },
    { key: 'counterparty', header: t('movements.counterparty'), cell: (row) => row.counterparty ?? '—' },
    {
      key: 'amount',
      header: t('movements.amount'),
      cell: (row) => <Money amount={row.amount} signed />,
      align: 'end',
    },
    {
      key: 'balance',
      header: t('movements.balanceAfter'),
      cell: (row) => <Money amount={row.balanceAfter} />,
      align: 'end',
    },
  ];
  const csv: CsvColumn<Movement>[] = [
    { header: t('movements.at'), value: (row) => row.at },
    { header: t('teamBets.account'), value: (row) => row.account },
    { header: t('movements.type'), value: (row) => typeLabel(row.type, row.amount) },
    { header: t('movements.counterparty'), value: (row) => row.counterparty },
    { header: t('movements.amount'), value: (row) => row.amount },
    { header: t('movements.balanceAfter'), value: (row) => row.balanceAfter },
  ];
  const search = (event: FormEvent) => {
    event.preventDefault();
    setAccount(typed.trim() || undefined);
    setPage(1);
  };

  return (
    <Panel
      icon={kind === 'team' ? 'list' : 'wallet'}
      title={t(`agentPages.${TITLES[kind]}`)}
      description={t(`movements.body.${kind}`)}
      actions={
        <ExportCsv
          fileName={`${TITLES[kind]}-${filter.startDate}-${filter.endDate}`}
          columns={csv}
          rows={() =>
            fetchAllPages((pageNo, pageSize) => getMovements(kind, { ...filter, pageNo, pageSize }))
          }
        />
      }
    >
      <div className="downlines">
        <TeamPeriodPicker state={periodState} onChange={() => setPage(1)} />
        <form className="team-bet-filters" onSubmit={search}>
          {kind === 'team' ? (
            <TextField label={t('teamBets.account')} value={typed} maxLength={40} onChange={setTyped} />
          ) : null}
          <SelectField<string>
            label={t('movements.type')}
            value={type}
            options={[
              { value: '', label: t('teamBets.any') },
              ...TYPES[kind].map((value) => ({
                value,
                label: typeLabel(value, kind === 'income' ? '1' : '-1'),
              })),
            ]}
            onChange={(next) => {
              setType(next);
              setPage(1);
            }}
          />
          {kind === 'team' ? (
            <Button type="submit" variant="outline" icon="search">
              {t('teamBets.apply')}
            </Button>
          ) : null}
        </form>
        {query.data ? <Totals page={query.data} kind={kind} /> : null}
        <PagedQuery
          query={query}
          page={page}
          onPage={setPage}
          loading={<Skeleton height="18rem" radius="var(--radius-lg)" />}
          empty={
            <StatePanel
              compact
              icon="list"
              title={t('movements.empty')}
              description={t('teamBets.emptyBody')}
            />
          }
        >
          {(data, isPrevious) => (
            <DataTable
              caption={t(`agentPages.${TITLES[kind]}`)}
              columns={columns}
              rows={data.content}
              rowKey={(row) => row.id}
              isBusy={isPrevious}
            />
          )}
        </PagedQuery>
      </div>
    </Panel>
  );
}

export const TeamTransactionsPage = () => <MovementsPage kind="team" />;
export const IncomePage = () => <MovementsPage kind="income" />;
