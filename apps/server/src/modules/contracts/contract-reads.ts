import {
  CONTRACT_KINDS,
  type ContractsFilter,
  type OwnTerms,
  type zContractPage,
} from '@playhall/contracts/agent-contracts';
import { numberedPage } from '@playhall/contracts/paging';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { contractView, ownTerms, ownTermsView } from './own-terms';
import { selectContractPage } from './queries';

/** The agent's side of contracts: its own terms per kind, and the contracts it received or gave. */
export function createContractReads({
  database,
  featureFlags,
}: {
  database: Database;
  featureFlags: () => Promise<Record<string, boolean>>;
}) {
  async function terms(memberId: bigint): Promise<OwnTerms[]> {
    const flags = await featureFlags();
    return Promise.all(
      CONTRACT_KINDS.map(async (kind) =>
        ownTermsView(kind, await ownTerms(database, memberId, kind, flags), flags),
      ),
    );
  }

  async function list(memberId: bigint, query: ContractsFilter): Promise<z.infer<typeof zContractPage>> {
    const { rows, total } = await selectContractPage(
      database,
      {
        memberId,
        role: query.role,
        ...(query.kind ? { kind: query.kind } : {}),
        status: query.status,
      },
      { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize },
    );
    return numberedPage(rows.map(contractView), total, query);
  }

  return { terms, list };
}

export type ContractReads = ReturnType<typeof createContractReads>;
