import type { ReconciliationRun } from '@playhall/contracts/ops';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Column } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { StatusChip } from '@/components/ui/status-chip';
import { useTranslation } from '@/lib/use-translation';
import { reconciliationRunsQueryOptions } from '../api/reconciliation';
import { PagedTable } from './paged-table';
import { RUN_TONES, usePeriodFormat } from './reconciliation-format';
import './ops.css';

const PAGE_SIZE = 20;

/** The runs, newest period first, optionally only those that found differences. */
export function RunList() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [show, setShow] = useState<'all' | 'issues'>('all');
  const runs = useQuery(reconciliationRunsQueryOptions(pageNo, PAGE_SIZE, show === 'issues'));
  const periodText = usePeriodFormat();
  const columns: Column<ReconciliationRun>[] = [
    { key: 'id', header: t('ops.id'), cell: (row) => <span className="ops-id">#{row.id}</span> },
    { key: 'vendor', header: t('ops.vendor'), cell: (row) => <strong>{row.vendor}</strong> },
    { key: 'period', header: t('ops.period'), cell: periodText },
    {
      key: 'status',
      header: t('ops.runStatus'),
      cell: (row) => (
        <StatusChip tone={RUN_TONES[row.status]}>{t(`ops.runStatuses.${row.status}`)}</StatusChip>
      ),
    },
    {
      key: 'rounds',
      header: t('ops.roundsAndBets'),
      align: 'end',
      cell: (row) => t('ops.roundsAndBetsValue', { rounds: row.providerRounds, bets: row.walletBets }),
    },
    { key: 'issues', header: t('ops.issues'), align: 'end', cell: (row) => row.issues },
    { key: 'repaired', header: t('ops.repaired'), align: 'end', cell: (row) => row.repaired },
    {
      key: 'open',
      header: t('ops.detail'),
      cell: (row) => (
        <Link to={`/ops/reconciliation/${row.id}`} className="ops-link">
          {t('ops.viewRun')}
        </Link>
      ),
    },
  ];
  return (
    <Panel
      icon="list"
      title={t('ops.runsTitle')}
      description={t('ops.runsBody')}
      actions={
        <SelectField
          label={t('ops.runsShow')}
          value={show}
          options={[
            { value: 'all', label: t('ops.runsAll') },
            { value: 'issues', label: t('ops.runsWithIssues') },
          ]}
          onChange={(value) => {
            setShow(value);
            setPageNo(1);
          }}
        />
      }
    >
      <PagedTable
        query={runs}
        page={pageNo}
        onPage={setPageNo}
        caption={t('ops.runsTitle')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={{ icon: 'scale', title: t('ops.runsEmpty') }}
        skeletonHeight="16rem"
      />
    </Panel>
  );
}
