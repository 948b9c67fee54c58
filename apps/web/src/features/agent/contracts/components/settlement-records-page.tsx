import type { SettlementPage } from '@playhall/contracts/agent-contracts';
import type { ContractKind } from '@playhall/contracts/contract-terms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { SegmentedTabs } from '@/components/ui/form-field';
import { Money } from '@/components/ui/money';
import { PagedQuery } from '@/components/ui/pager';
import { Facts, Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { useTranslation } from '@/lib/use-translation';
import { ExportCsv, fetchAllPages } from '../../components/export-csv';
import { TeamPeriodPicker, useTeamPeriod } from '../../components/team-period-picker';
import { getSettlements, settlementsQueryOptions } from '../api/get-settlements';
import { KIND_PAGES } from '../contract-kinds';
import { type SettlementRole, useSettlementColumns } from './settlement-columns';
import '../../components/downlines.css';

const PAGE_SIZE = 20;

function Totals({ totals }: { totals: SettlementPage['totals'] }) {
  const { t } = useTranslation();
  return (
    <section className="team-profit__total" aria-label={t('contractRecords.totals')}>
      <span className="team-profit__total-label">{t('contractRecords.totals')}</span>
      <Money amount={totals.amount} className="team-profit__total-amount" />
      <Facts
        items={[
          { label: t('contractRecords.totalPaid'), value: <Money amount={totals.paid} /> },
          { label: t('contractRecords.totalWaiting'), value: <Money amount={totals.waiting} /> },
        ]}
      />
    </section>
  );
}

/**
 * The four record pages (spec §2: agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary):
 * each settled period of the kind, received from the upline or paid to the agent's downlines, over brand days, with
 * the totals of the filter and a CSV of exactly what the filter shows.
 */
export function SettlementRecordsPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const { page: pageName, icon } = KIND_PAGES[kind];
  const periodState = useTeamPeriod();
  const [role, setRole] = useState<SettlementRole>('received');
  const [page, setPage] = useState(1);
  const filter = { kind, role, ...periodState.period };
  const query = useQuery(settlementsQueryOptions({ ...filter, pageNo: page, pageSize: PAGE_SIZE }));
  const { columns, csv } = useSettlementColumns(kind, role);
  const title = t(`contractPages.${pageName}`);

  return (
    <Panel
      icon={icon}
      title={title}
      description={t(`contractRecords.body.${kind}`)}
      actions={
        <ExportCsv
          fileName={`${pageName}-${role}-${filter.startDate}-${filter.endDate}`}
          columns={csv}
          rows={() => fetchAllPages((pageNo, pageSize) => getSettlements({ ...filter, pageNo, pageSize }))}
        />
      }
    >
      <div className="downlines">
        <div className="contract-records__side">
          <SegmentedTabs<SettlementRole>
            label={t('contractRecords.side')}
            options={[
              { value: 'received', label: t('contractRecords.roles.received') },
              { value: 'paid', label: t('contractRecords.roles.paid') },
            ]}
            value={role}
            onChange={(next) => {
              setRole(next);
              setPage(1);
            }}
          />
        </div>
        <TeamPeriodPicker state={periodState} onChange={() => setPage(1)} />
        {query.data ? <Totals totals={query.data.totals} /> : null}
        <PagedQuery
          query={query}
          page={page}
          onPage={setPage}
          loading={<Skeleton height="18rem" radius="var(--radius-lg)" />}
          empty={
            <StatePanel
              compact
              icon={icon}
              title={t('contractRecords.empty')}
              description={t(`contractRecords.emptyBody.${role}`)}
            />
          }
        >
          {(data, isPrevious) => (
            <DataTable
              caption={title}
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

export const DividendRecordPage = () => <SettlementRecordsPage kind="DIVIDEND" />;
export const DailyWagesPage = () => <SettlementRecordsPage kind="DAILY_SALARY" />;
export const HourlySalaryPage = () => <SettlementRecordsPage kind="HOURLY_SALARY" />;
export const RealtimeSalaryPage = () => <SettlementRecordsPage kind="REALTIME_SALARY" />;
