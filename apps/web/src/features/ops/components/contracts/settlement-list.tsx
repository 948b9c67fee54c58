import type { Settlement, SettlementStatus } from '@playhall/contracts/agent-contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-field';
import { Money } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { StatusChip } from '@/components/ui/status-chip';
import { errorMessageForCode } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import {
  cancelSettlement,
  opsSettlementsQueryOptions,
  retrySettlement,
  runSettlement,
  type SettlementFilter,
} from '../../api/settlements';
import { useOpsAction } from '../../use-ops-action';
import { PagedTable } from '../paged-table';
import { ReasonDialog } from '../reason-dialog';
import { AccountSearch } from './account-search';
import {
  keysOf,
  SETTLEMENT_STATUS_TONES,
  useContractTimes,
  useFilterOptions,
  useKindOptions,
} from './contract-labels';
import '../ops.css';
import './contracts.css';

const PAGE_SIZE = 20;

/** What the operator's last step came to, in words: a retry paid or not, a run's count. */
type Outcome = { tone: 'success' | 'info'; text: string };

/**
 * Settlements by state (stuck payments, waiting for the payer's funds, first), kind and account. A waiting payment
 * can be tried again now or cancelled with a reason; "run settlement now" settles every period due and pays every
 * open payment, as the job does every 30 seconds.
 */
export function SettlementList() {
  const { t } = useTranslation();
  const times = useContractTimes();
  const [filter, setFilter] = useState<SettlementFilter>({ status: 'WAITING_FUNDS', kind: '', account: '' });
  const [pageNo, setPageNo] = useState(1);
  const settlements = useQuery(opsSettlementsQueryOptions(filter, pageNo, PAGE_SIZE));
  const action = useOpsAction();
  const [cancelling, setCancelling] = useState<Settlement | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const kindOptions = useKindOptions();
  const statusOptions = useFilterOptions<SettlementStatus>(keysOf(SETTLEMENT_STATUS_TONES), (status) =>
    t(`opsContracts.settlementStatuses.${status}`),
  );
  const narrow = (next: Partial<SettlementFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPageNo(1);
  };
  const errorMessage = action.errorCode ? errorMessageForCode(t, action.errorCode) : undefined;

  const retry = async (row: Settlement) => {
    setOutcome(null);
    const result = await action.run(() => retrySettlement(row.id));
    if (result)
      setOutcome(
        result.isPaid
          ? { tone: 'success', text: t('opsContracts.settlements.retryPaid', { id: row.id }) }
          : { tone: 'info', text: t('opsContracts.settlements.retryWaiting', { id: row.id }) },
      );
  };
  const run = async () => {
    setOutcome(null);
    const result = await action.run(runSettlement);
    if (result)
      setOutcome({ tone: 'success', text: t('opsContracts.settlements.ran', { count: result.done }) });
  };
  const isOpen = (row: Settlement) => row.status === 'WAITING_FUNDS' || row.status === 'PENDING';

  const columns: Column<Settlement>[] = [
    {
      key: 'period',
      header: t('opsContracts.settlements.period'),
      cell: (row) => (
        <span className="ops-dates">
          <strong>{times.period(row.period, row.periodStart, row.periodEnd)}</strong>
          <span className="ops-note">{t(`opsContracts.kinds.${row.kind}`)}</span>
        </span>
      ),
    },
    {
      key: 'payee',
      header: t('opsContracts.settlements.payee'),
      cell: (row) => <strong>{row.payee}</strong>,
    },
    {
      key: 'payer',
      header: t('opsContracts.settlements.payer'),
      cell: (row) => row.payer ?? <span className="ops-waiting">{t('opsContracts.settlements.house')}</span>,
    },
    {
      key: 'base',
      header: t('opsContracts.settlements.base'),
      align: 'end',
      cell: (row) => <Money amount={row.base} />,
    },
    {
      key: 'tier',
      header: t('opsContracts.settlements.tier'),
      align: 'end',
      cell: (row) => (row.tier === null ? '—' : `#${row.tier}`),
    },
    { key: 'rate', header: t('opsContracts.tiers.rate'), align: 'end', cell: (row) => `${row.rate}%` },
    {
      key: 'amount',
      header: t('ops.amount'),
      align: 'end',
      cell: (row) => (
        <strong>
          <Money amount={row.amount} />
        </strong>
      ),
    },
    {
      key: 'status',
      header: t('opsContracts.status'),
      cell: (row) => (
        <StatusChip tone={SETTLEMENT_STATUS_TONES[row.status]}>
          {t(`opsContracts.settlementStatuses.${row.status}`)}
        </StatusChip>
      ),
    },
    {
      key: 'actions',
      header: t('ops.actions'),
      align: 'end',
      cell: (row) =>
        isOpen(row) ? (
          <span className="ops-actions">
            <Button
              size="sm"
              variant="gold"
              icon="refresh"
              disabled={action.isBusy}
              aria-label={t('opsContracts.settlements.retryLabel', { id: row.id })}
              onClick={() => void retry(row)}
            >
              {t('opsContracts.settlements.retry')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={action.isBusy}
              aria-label={t('opsContracts.settlements.cancelLabel', { id: row.id })}
              onClick={() => {
                action.clearError();
                setCancelling(row);
              }}
            >
              {t('opsContracts.settlements.cancel')}
            </Button>
          </span>
        ) : (
          <span className="ops-waiting">{times.moment(row.paidAt)}</span>
        ),
    },
  ];

  return (
    <Panel
      icon="coins"
      title={t('opsContracts.settlements.title')}
      description={t('opsContracts.settlements.body')}
      actions={
        <Button variant="outline" icon="play" disabled={action.isBusy} onClick={() => void run()}>
          {t('opsContracts.settlements.run')}
        </Button>
      }
    >
      <div className="ops-filters">
        <AccountSearch initial={filter.account} onSearch={(account) => narrow({ account })} />
        <SelectField
          label={t('opsContracts.status')}
          value={filter.status}
          options={statusOptions}
          onChange={(status) => narrow({ status })}
        />
        <SelectField
          label={t('opsContracts.kind')}
          value={filter.kind}
          options={kindOptions}
          onChange={(kind) => narrow({ kind })}
        />
      </div>
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      {errorMessage && !cancelling ? <FormAlert>{errorMessage}</FormAlert> : null}
      <PagedTable
        query={settlements}
        page={pageNo}
        onPage={setPageNo}
        caption={t('opsContracts.settlements.title')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={{
          icon: 'checkCircle',
          title: t(
            filter.status === 'WAITING_FUNDS'
              ? 'opsContracts.settlements.noneStuck'
              : 'opsContracts.settlements.empty',
          ),
        }}
        skeletonHeight="18rem"
      />
      {cancelling ? (
        <ReasonDialog
          title={t('opsContracts.settlements.cancelTitle', { id: cancelling.id, payee: cancelling.payee })}
          note={t('opsContracts.settlements.cancelNote')}
          confirmLabel={t('opsContracts.settlements.cancel')}
          isBusy={action.isBusy}
          errorMessage={errorMessage}
          onCancel={() => setCancelling(null)}
          onConfirm={(reason) =>
            void action
              .run(async () => {
                await cancelSettlement(cancelling.id, reason);
                return true;
              })
              .then((done) => {
                if (done) {
                  setCancelling(null);
                  setOutcome({
                    tone: 'success',
                    text: t('opsContracts.settlements.cancelled', { id: cancelling.id }),
                  });
                }
              })
          }
        />
      ) : null}
    </Panel>
  );
}
