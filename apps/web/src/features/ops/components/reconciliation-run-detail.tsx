import type { ReconciliationItem } from '@playhall/contracts/ops';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { ErrorState } from '@/components/ui/error-state';
import { FormAlert } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { type ChipTone, StatusChip } from '@/components/ui/status-chip';
import { useTranslation } from '@/lib/use-translation';
import { reconciliationRunQueryOptions } from '../api/reconciliation';
import { RUN_TONES, usePeriodFormat } from './reconciliation-format';
import './ops.css';

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
