import type { Contract, ContractAction } from '@playhall/contracts/agent-contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PagedQuery } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { StatePanel } from '@/components/ui/state-panel';
import { useTranslation } from '@/lib/use-translation';
import { type ContractFilter, contractsQueryOptions } from '../api/get-contracts';
import type { ContractSide } from '../contract-actions';
import { ContractCard } from './contract-card';

const PAGE_SIZE = 12;

/** A page of contracts (received or given, offers only, open or all) as cards, each with its actions. */
export function ContractList({
  side,
  status,
  busyId,
  onAction,
}: {
  side: ContractSide;
  status: ContractFilter['status'];
  busyId: string | null;
  onAction(contract: Contract, action: ContractAction): void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(contractsQueryOptions({ role: side, status, pageNo: page, pageSize: PAGE_SIZE }));
  const emptyKey = status === 'offered' ? 'requests' : side;
  return (
    <PagedQuery
      query={query}
      page={page}
      onPage={setPage}
      loading={<Skeleton height="16rem" radius="var(--radius-lg)" />}
      empty={
        <StatePanel
          compact
          icon="clipboard"
          title={t(`contracts.empty.${emptyKey}.title`)}
          description={t(`contracts.empty.${emptyKey}.body`)}
        />
      }
    >
      {(data, isPrevious) => (
        <div className={`contract-grid${isPrevious ? ' contract-grid--busy' : ''}`}>
          {data.content.map((contract) => (
            <ContractCard
              key={contract.id}
              contract={contract}
              side={side}
              isBusy={busyId !== null}
              onAction={(action) => onAction(contract, action)}
            />
          ))}
        </div>
      )}
    </PagedQuery>
  );
}
