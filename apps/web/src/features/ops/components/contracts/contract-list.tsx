import type { Contract, ContractStatus } from '@playhall/contracts/agent-contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { StatusChip } from '@/components/ui/status-chip';
import { errorMessageForCode } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import { type ContractFilter, endContract, opsContractsQueryOptions } from '../../api/contracts';
import { ratesSummary } from '../../contract-tiers';
import { useOpsAction } from '../../use-ops-action';
import { PagedTable } from '../paged-table';
import { ReasonDialog } from '../reason-dialog';
import { AccountSearch } from './account-search';
import {
  CONTRACT_STATUS_TONES,
  keysOf,
  useContractTimes,
  useFilterOptions,
  useKindOptions,
} from './contract-labels';
import '../ops.css';
import './contracts.css';

const PAGE_SIZE = 20;

type Ending = { contract: Contract; action: 'END' | 'TERMINATE' };

/**
 * Every contract, newest first, by account (either side), kind and state. A contract in force can be ended from its
 * next period or terminated at once, with a reason; either also ends what the downline gave below it.
 */
export function ContractList() {
  const { t, i18n } = useTranslation();
  const times = useContractTimes();
  const [filter, setFilter] = useState<ContractFilter>({ account: '', kind: '', status: '' });
  const [pageNo, setPageNo] = useState(1);
  const contracts = useQuery(opsContractsQueryOptions(filter, pageNo, PAGE_SIZE));
  const action = useOpsAction();
  const [ending, setEnding] = useState<Ending | null>(null);
  const statusOptions = useFilterOptions<ContractStatus>(keysOf(CONTRACT_STATUS_TONES), (status) =>
    t(`opsContracts.contractStatuses.${status}`),
  );
  const kindOptions = useKindOptions();
  const reasonText = (reason: string | null) =>
    reason && i18n.exists(`opsContracts.endReasons.${reason}`)
      ? t(`opsContracts.endReasons.${reason}`)
      : null;
  const narrow = (next: Partial<ContractFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPageNo(1);
  };
  const errorMessage = action.errorCode ? errorMessageForCode(t, action.errorCode) : undefined;

  const columns: Column<Contract>[] = [
    { key: 'id', header: t('ops.id'), cell: (row) => <span className="ops-id">#{row.id}</span> },
    { key: 'kind', header: t('opsContracts.kind'), cell: (row) => t(`opsContracts.kinds.${row.kind}`) },
    {
      key: 'parties',
      header: t('opsContracts.partiesColumn'),
      cell: (row) => (
        <strong className="ops-parties">
          {t('opsContracts.parties', { upline: row.upline.account, downline: row.downline.account })}
        </strong>
      ),
    },
    {
      key: 'tiers',
      header: t('opsContracts.tiersColumn'),
      cell: (row) => (
        <span className="ops-note">
          {t('opsContracts.tiersSummary', { count: row.tiers.length, rates: ratesSummary(row.tiers) })}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('opsContracts.status'),
      cell: (row) => (
        <span className="ops-dates">
          <StatusChip
            tone={row.isInForce && row.status === 'ENDED' ? 'warning' : CONTRACT_STATUS_TONES[row.status]}
          >
            {t(
              row.status === 'ENDED' && row.isInForce
                ? 'opsContracts.endingStatus'
                : `opsContracts.contractStatuses.${row.status}`,
            )}
          </StatusChip>
          {reasonText(row.endReason) ? <span className="ops-note">{reasonText(row.endReason)}</span> : null}
        </span>
      ),
    },
    {
      key: 'dates',
      header: t('opsContracts.datesColumn'),
      cell: (row) => (
        <span className="ops-dates">
          <span>{t('opsContracts.offeredAt', { time: times.moment(row.offeredAt) })}</span>
          {row.decidedAt ? (
            <span>{t('opsContracts.decidedAt', { time: times.moment(row.decidedAt) })}</span>
          ) : null}
          {row.endsAt ? <span>{t('opsContracts.endsAt', { time: times.moment(row.endsAt) })}</span> : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('ops.actions'),
      align: 'end',
      cell: (row) =>
        row.isInForce ? (
          <span className="ops-actions">
            {row.status === 'ACTIVE' ? (
              <Button
                size="sm"
                variant="outline"
                disabled={action.isBusy}
                aria-label={t('opsContracts.end.endLabel', { id: row.id })}
                onClick={() => {
                  action.clearError();
                  setEnding({ contract: row, action: 'END' });
                }}
              >
                {t('opsContracts.end.end')}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              disabled={action.isBusy}
              aria-label={t('opsContracts.end.terminateLabel', { id: row.id })}
              onClick={() => {
                action.clearError();
                setEnding({ contract: row, action: 'TERMINATE' });
              }}
            >
              {t('opsContracts.end.terminate')}
            </Button>
          </span>
        ) : (
          <span className="ops-waiting">—</span>
        ),
    },
  ];

  return (
    <Panel icon="list" title={t('opsContracts.list.title')} description={t('opsContracts.list.body')}>
      <div className="ops-filters">
        <AccountSearch initial={filter.account} onSearch={(account) => narrow({ account })} />
        <SelectField
          label={t('opsContracts.kind')}
          value={filter.kind}
          options={kindOptions}
          onChange={(kind) => narrow({ kind })}
        />
        <SelectField
          label={t('opsContracts.status')}
          value={filter.status}
          options={statusOptions}
          onChange={(status) => narrow({ status })}
        />
      </div>
      {errorMessage && !ending ? <FormAlert>{errorMessage}</FormAlert> : null}
      <PagedTable
        query={contracts}
        page={pageNo}
        onPage={setPageNo}
        caption={t('opsContracts.list.title')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={{ icon: 'search', title: t('opsContracts.list.empty') }}
        skeletonHeight="18rem"
      />
      {ending ? (
        <ReasonDialog
          title={t(
            ending.action === 'END' ? 'opsContracts.end.endTitle' : 'opsContracts.end.terminateTitle',
            {
              id: ending.contract.id,
              parties: t('opsContracts.parties', {
                upline: ending.contract.upline.account,
                downline: ending.contract.downline.account,
              }),
            },
          )}
          note={t(ending.action === 'END' ? 'opsContracts.end.endNote' : 'opsContracts.end.terminateNote')}
          confirmLabel={t(ending.action === 'END' ? 'opsContracts.end.end' : 'opsContracts.end.terminate')}
          isBusy={action.isBusy}
          errorMessage={errorMessage}
          onCancel={() => setEnding(null)}
          onConfirm={(reason) =>
            void action
              .run(() => endContract(ending.contract.id, { action: ending.action, reason }))
              .then((contract) => {
                if (contract) setEnding(null);
              })
          }
        />
      ) : null}
    </Panel>
  );
}
