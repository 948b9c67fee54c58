import type { ReconciliationItem, ReconciliationRun } from '@playhall/contracts/ops';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { ErrorState } from '../../../components/ui/error-state';
import { FormAlert, TextField } from '../../../components/ui/form-field';
import { Icon } from '../../../components/ui/icon';
import { Panel } from '../../../components/ui/panel';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatePanel } from '../../../components/ui/state-panel';
import { type ChipTone, StatusChip } from '../../../components/ui/status-chip';
import { gameMenusQueryOptions } from '../../../lib/api/get-game-menus';
import { errorMessageForCode } from '../../../lib/error-message';
import { useUiStore } from '../../../lib/ui-store';
import {
  reconciliationRunQueryOptions,
  reconciliationRunsQueryOptions,
  runReconciliation,
} from '../api/reconciliation';
import { useOpsAction } from '../use-ops-action';
import { PagedTable } from './paged-table';
import './ops.css';

const PAGE_SIZE = 20;
const HOUR_MS = 3_600_000;

const RUN_TONES: Record<ReconciliationRun['status'], ChipTone> = {
  RUNNING: 'info',
  REPAIRING: 'warning',
  DONE: 'success',
  FAILED: 'danger',
};
const KIND_TONES: Record<ReconciliationItem['kind'], ChipTone> = {
  WALLET_ONLY: 'warning',
  PROVIDER_ONLY: 'danger',
  MISMATCH: 'danger',
  PENDING: 'info',
};
const REPAIR_TONES: Record<ReconciliationItem['repair'], ChipTone> = {
  TO_DO: 'warning',
  ROLLED_BACK: 'success',
  VOIDED: 'success',
  NONE: 'neutral',
  FAILED: 'danger',
};

/** A date as the value of a datetime-local input: the operator's own clock, to the minute. */
function localInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The last whole hour, which the scheduled job reconciles too: the form's starting point. */
function lastWholeHour(): { from: string; to: string } {
  const end = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);
  return { from: localInput(new Date(end.getTime() - HOUR_MS)), to: localInput(end) };
}

function usePeriodFormat() {
  const { i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (run: ReconciliationRun) =>
    `${time.format(new Date(run.periodStart))} – ${time.format(new Date(run.periodEnd))}`;
}

/** Reconciles one vendor for a period by hand (at most a day, in the past), then opens the run. */
function RunForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useUiStore((state) => state.language);
  const menus = useQuery(gameMenusQueryOptions(language));
  const vendors = [
    ...new Map(
      (menus.data ?? []).flatMap((menu) => menu.vendors).map((vendor) => [vendor.vassalage, vendor]),
    ).values(),
  ].sort((a, b) => a.vassalage.localeCompare(b.vassalage));
  const [vendor, setVendor] = useState('');
  const [period, setPeriod] = useState(lastWholeHour);
  const action = useOpsAction();
  const chosen = vendor || vendors[0]?.vassalage || '';
  const isOrdered = period.from !== '' && period.to !== '' && period.from < period.to;

  const submit = async () => {
    if (!chosen || !isOrdered) return;
    const run = await action.run(() =>
      runReconciliation({
        vendor: chosen,
        from: new Date(period.from).toISOString(),
        to: new Date(period.to).toISOString(),
      }),
    );
    if (run) navigate(`/ops/reconciliation/${run.id}`);
  };

  return (
    <Panel icon="scale" title={t('ops.reconcileTitle')} description={t('ops.reconcileBody')}>
      <form
        className="form ops-reconcile-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SelectField
          label={t('ops.vendor')}
          value={chosen}
          options={vendors.map((entry) => ({
            value: entry.vassalage,
            label: `${entry.vassalage} · ${entry.displayName}`,
          }))}
          onChange={setVendor}
          disabled={vendors.length === 0}
        />
        <TextField
          label={t('ops.periodFrom')}
          type="datetime-local"
          value={period.from}
          onChange={(from) => setPeriod((current) => ({ ...current, from }))}
        />
        <TextField
          label={t('ops.periodTo')}
          type="datetime-local"
          value={period.to}
          onChange={(to) => setPeriod((current) => ({ ...current, to }))}
          error={isOrdered ? undefined : t('ops.periodOrder')}
        />
        <Button type="submit" variant="gold" icon="refresh" disabled={action.isBusy || !chosen || !isOrdered}>
          {t('ops.reconcile')}
        </Button>
      </form>
      {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
    </Panel>
  );
}

/** The runs, newest period first, optionally only those that found differences. */
function RunList() {
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

/** /ops/reconciliation: run a reconciliation, and every run so far. */
export function Reconciliation() {
  return (
    <div className="panel-stack">
      <RunForm />
      <RunList />
    </div>
  );
}

/** One run: its figures, then each round that one side has and the other lacks, and what was done about it. */
export function ReconciliationRunDetail({ runId }: { runId: string }) {
  const { t } = useTranslation();
  const detail = useQuery(reconciliationRunQueryOptions(runId));
  const periodText = usePeriodFormat();
  const { i18n } = useTranslation();
  const pair = (provider: string | null, wallet: string | null) =>
    t('ops.providerWallet', { provider: provider ?? '—', wallet: wallet ?? '—' });
  // The vendor's round states and the wallet's bet statuses, in words; a state this console does not know yet
  // shows as the vendor wrote it.
  const stateText = (group: 'roundStates' | 'betStatuses', state: string | null) =>
    state === null ? null : i18n.exists(`ops.${group}.${state}`) ? t(`ops.${group}.${state}`) : state;
  const columns: Column<ReconciliationItem>[] = [
    {
      key: 'kind',
      header: t('ops.finding'),
      cell: (row) => <StatusChip tone={KIND_TONES[row.kind]}>{t(`ops.findingKinds.${row.kind}`)}</StatusChip>,
    },
    {
      key: 'bet',
      header: t('ops.betTx'),
      cell: (row) => <span className="ops-id ops-id--long">{row.betTxId}</span>,
    },
    { key: 'member', header: t('ops.member'), cell: (row) => (row.memberId ? `#${row.memberId}` : '—') },
    {
      key: 'state',
      header: t('ops.providerWalletState'),
      cell: (row) =>
        pair(stateText('roundStates', row.providerState), stateText('betStatuses', row.walletStatus)),
    },
    {
      key: 'stake',
      header: t('ops.stake'),
      align: 'end',
      cell: (row) => pair(row.providerStake, row.walletStake),
    },
    {
      key: 'payout',
      header: t('ops.payout'),
      align: 'end',
      cell: (row) => pair(row.providerPayout, row.walletPayout),
    },
    {
      key: 'repair',
      header: t('ops.repair'),
      cell: (row) => (
        <span className="ops-stack">
          <StatusChip tone={REPAIR_TONES[row.repair]}>{t(`ops.repairs.${row.repair}`)}</StatusChip>
          {row.repair === 'FAILED' ? <span className="ops-note">{t('ops.repairFailedHint')}</span> : null}
        </span>
      ),
    },
  ];

  if (detail.isPending) return <Skeleton height="20rem" radius="var(--radius-lg)" />;
  if (!detail.data) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const { run, items } = detail.data;
  const figures = [
    { label: t('ops.providerRounds'), value: run.providerRounds },
    { label: t('ops.walletBets'), value: run.walletBets },
    { label: t('ops.matched'), value: run.matched },
    { label: t('ops.issues'), value: run.issues },
    { label: t('ops.repaired'), value: run.repaired },
  ];
  return (
    <div className="panel-stack">
      <Panel
        icon="scale"
        title={t('ops.runTitle', { id: run.id, vendor: run.vendor })}
        description={periodText(run)}
        actions={
          <span className="ops-stack">
            <StatusChip tone={RUN_TONES[run.status]}>{t(`ops.runStatuses.${run.status}`)}</StatusChip>
            <Link to="/ops/reconciliation" className={buttonClass('ghost', 'sm')}>
              <Icon name="arrowLeft" size={16} />
              {t('ops.backToRuns')}
            </Link>
          </span>
        }
      >
        <dl className="ops-figures">
          {figures.map((figure) => (
            <div key={figure.label} className="ops-figures__item">
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
        {run.error ? <FormAlert>{t('ops.runFailed')}</FormAlert> : null}
      </Panel>
      <Panel icon="list" title={t('ops.findingsTitle')} description={t('ops.findingsBody')}>
        {items.length === 0 ? (
          <StatePanel compact icon="checkCircle" title={t('ops.findingsEmpty')} />
        ) : (
          <DataTable
            caption={t('ops.findingsTitle')}
            columns={columns}
            rows={items}
            rowKey={(row) => `${row.kind}:${row.betTxId}`}
          />
        )}
      </Panel>
    </div>
  );
}
