import { type ContractKind, rateAtMost } from '@playhall/contracts/agent-contracts';
import type { SqlRunner } from '../../db/database';
import { MessageKind, notifyMember } from '../inbox/notify';
import {
  type ContractView,
  insertContractEvent,
  selectBranchContracts,
  updateContractStatus,
} from './queries';
import { toTier } from './terms';

export type Actor = { kind: 'MEMBER' | 'OPERATOR' | 'SYSTEM'; id: bigint | null };

/**
 * The open contracts a change of `memberId`'s own terms of `kind` takes the ground from: those it gave that the new
 * terms no longer cover (a tier above the new rates, or another dividend period), or all it gave when it has no
 * terms left (`newTerms` null); and below each of those, everything its downline gave in turn, at any depth (their
 * upline's terms end with it). Read in the caller's transaction; nothing changes here.
 */
export async function contractsLosingGround(
  runner: SqlRunner,
  memberId: bigint,
  kind: ContractKind,
  newTerms: { period: string; tiers: ContractView['tiers'] } | null,
): Promise<ContractView[]> {
  const branch = await selectBranchContracts(runner, memberId, kind);
  const given = branch.filter((contract) => contract.upline_id === memberId);
  const failing = given.filter(
    (contract) =>
      newTerms === null ||
      (kind === 'DIVIDEND' && contract.period !== newTerms.period) ||
      !rateAtMost(contract.tiers.map(toTier), newTerms.tiers.map(toTier)),
  );
  const lost = new Set(failing.map((contract) => contract.downline_id));
  const result = [...failing];
  // The branch comes ordered by depth, so an upline's contract is decided before the contracts its downline gave.
  for (const contract of branch) {
    if (contract.upline_id === memberId || !lost.has(contract.upline_id)) continue;
    result.push(contract);
    lost.add(contract.downline_id);
  }
  return result;
}

/**
 * Ends the contracts given (offers are withdrawn; contracts in force end at `endsAt` unless they already end
 * sooner), with an event and a message to each downline. In the caller's transaction.
 */
export async function endContracts(
  tx: SqlRunner,
  contracts: readonly ContractView[],
  endsAt: Date,
  reason: string,
  actor: Actor,
): Promise<void> {
  for (const contract of contracts) {
    if (contract.status === 'OFFERED') {
      await updateContractStatus(tx, contract.id, { status: 'WITHDRAWN', endReason: reason });
    } else if (contract.ends_at === null || contract.ends_at > endsAt) {
      await updateContractStatus(tx, contract.id, {
        status: contract.status === 'TERMINATED' ? 'TERMINATED' : 'ENDED',
        endsAt,
        endReason: reason,
      });
    } else {
      continue;
    }
    await insertContractEvent(tx, {
      contractId: contract.id,
      event: contract.status === 'OFFERED' ? 'WITHDRAWN' : 'ENDED',
      actorKind: actor.kind,
      actorId: actor.id,
      detail: { reason, endsAt: endsAt.toISOString() },
    });
    await notifyMember(tx, contract.downline_id, MessageKind.CONTRACT_ENDED, {
      kind: contract.kind,
      reason,
      endsAt: endsAt.toISOString(),
    });
  }
}
