import type {
  AcceptancePreview,
  Contract,
  ContractAction,
  ContractKind,
  ProcessContractRequest,
} from '@playhall/contracts/agent-contracts';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type { Brand } from '@playhall/contracts/system';
import type { SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { MessageKind, notifyMember } from '../inbox/notify';
import { withRetry } from '../ledger/ledger-error';
import { type Actor, contractsLosingGround, endContracts } from './branch-endings';
import { type ContractDeps, checkUnderUpline, requireKindEnabled } from './offer-contract';
import { contractView } from './own-terms';
import { periodContaining } from './periods';
import {
  type ContractView,
  insertContractEvent,
  lockMember,
  selectContract,
  updateContractStatus,
} from './queries';
import { toTier } from './terms';

export type ProcessDeps = ContractDeps & { brand: () => Promise<Brand> };

const notAllowed = (message: string) => new AppError(409, ErrorCode.CONTRACT_ACTION_NOT_ALLOWED, message);

/** Who may take each action (spec §4): the downline decides offers and may terminate; either side may end. */
function checkSide(contract: ContractView, action: ContractAction, actor: Actor): void {
  if (actor.kind === 'OPERATOR') {
    if (action !== 'END' && action !== 'TERMINATE') throw notAllowed('Operators end or terminate contracts.');
    return;
  }
  const isDownline = contract.downline_id === actor.id;
  const isUpline = contract.upline_id === actor.id;
  const allowed =
    action === 'ACCEPT' || action === 'REJECT' || action === 'TERMINATE'
      ? isDownline
      : action === 'WITHDRAW'
        ? isUpline
        : isDownline || isUpline;
  if (!allowed) throw notAllowed('This side of the contract cannot do that.');
}

/**
 * The four contract-processing calls (spec §7) and the operators' endings: accept, reject, withdraw, end from the
 * next period, terminate at once. Each runs in one transaction with the downline's member row locked, so two
 * decisions on one downline's contracts happen one after the other; a state that does not allow the action is
 * CONTRACT_ACTION_NOT_ALLOWED and changes nothing.
 */
export function createProcessContract({ database, featureFlags, brand }: ProcessDeps) {
  /** What accepting `contract` would end, read in `runner`. */
  async function endingsOnAccept(runner: SqlRunner, contract: ContractView) {
    return contractsLosingGround(runner, contract.downline_id, contract.kind, {
      period: contract.period,
      tiers: contract.tiers,
    });
  }

  async function load(runner: SqlRunner, contractId: bigint, actor: Actor, lock: boolean) {
    const contract = await selectContract(runner, contractId, lock);
    const involved =
      contract &&
      (actor.kind === 'OPERATOR' || contract.downline_id === actor.id || contract.upline_id === actor.id);
    if (!contract || !involved) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such contract.');
    return contract;
  }

  async function accept(tx: SqlRunner, contract: ContractView, actor: Actor, agrees: boolean) {
    if (contract.status !== 'OFFERED') throw notAllowed('Only an offer can be accepted.');
    const flags = await featureFlags();
    await requireKindEnabled(flags, contract.kind);
    await checkUnderUpline(
      tx,
      contract.upline_id,
      contract.kind,
      {
        period: contract.period,
        tiers: contract.tiers.map(toTier),
      },
      flags,
    );
    const endings = await endingsOnAccept(tx, contract);
    if (endings.length > 0 && !agrees)
      throw new AppError(
        409,
        ErrorCode.CONTRACT_ENDS_DOWNLINE_CONTRACTS,
        `Accepting ends ${endings.length} contract(s) given in your team; agree to end them.`,
        undefined,
        { endsContracts: endings.map((ending) => ending.id.toString()) },
      );
    const now = new Date();
    const previous = await tx.query<{ id: bigint }>(
      `select id from contracts where kind = $1 and downline_id = $2 and id <> $3
         and (status = 'ACTIVE' or (status = 'ENDED' and ends_at > now())) for update`,
      [contract.kind, contract.downline_id, contract.id],
    );
    for (const row of previous) {
      await updateContractStatus(tx, row.id, { status: 'ENDED', endsAt: now, endReason: 'SUPERSEDED' });
      await insertContractEvent(tx, {
        contractId: row.id,
        event: 'ENDED',
        actorKind: actor.kind,
        actorId: actor.id,
        detail: { reason: 'SUPERSEDED', by: contract.id.toString() },
      });
    }
    await updateContractStatus(tx, contract.id, { status: 'ACTIVE', decided: true });
    await endContracts(tx, endings, now, 'UPLINE_RATE_LOWERED', { kind: 'SYSTEM', id: null });
    await notifyMember(tx, contract.upline_id, MessageKind.CONTRACT_ACCEPTED, {
      kind: contract.kind,
      by: contract.downline_account,
    });
  }

  /** END: from the end of the current period (either side); TERMINATE: at once (the downline, or an operator). */
  async function end(
    tx: SqlRunner,
    contract: ContractView,
    action: 'END' | 'TERMINATE',
    actor: Actor,
    zone: string,
  ) {
    const isInForce =
      contract.status === 'ACTIVE' || (contract.status === 'ENDED' && (contract.ends_at ?? 0) > new Date());
    if (!isInForce || (action === 'END' && contract.status !== 'ACTIVE'))
      throw notAllowed('Only a contract in force can be ended.');
    const endsAt =
      action === 'TERMINATE'
        ? new Date()
        : (await periodContaining(tx, contract.period, zone, new Date())).end;
    const reason =
      actor.kind === 'OPERATOR' ? `OPERATOR_${action}` : action === 'END' ? 'ENDED' : 'TERMINATED';
    await updateContractStatus(tx, contract.id, {
      status: action === 'END' ? 'ENDED' : 'TERMINATED',
      endsAt,
      endReason: reason,
    });
    const below = await contractsLosingGround(tx, contract.downline_id, contract.kind, null);
    await endContracts(tx, below, endsAt, 'UPLINE_CONTRACT_ENDED', { kind: 'SYSTEM', id: null });
    // An operator's id is not a member's: only a member who is the upline makes the downline the other side.
    const other =
      actor.kind === 'MEMBER' && actor.id === contract.upline_id ? contract.downline_id : contract.upline_id;
    await notifyMember(tx, other, MessageKind.CONTRACT_ENDED, {
      kind: contract.kind,
      reason,
      endsAt: endsAt.toISOString(),
    });
    if (actor.kind === 'OPERATOR')
      await notifyMember(tx, contract.downline_id, MessageKind.CONTRACT_ENDED, {
        kind: contract.kind,
        reason,
        endsAt: endsAt.toISOString(),
      });
  }

  async function decide(tx: SqlRunner, contract: ContractView, action: 'REJECT' | 'WITHDRAW') {
    if (contract.status !== 'OFFERED') throw notAllowed('Only an offer can be rejected or withdrawn.');
    await updateContractStatus(tx, contract.id, {
      status: action === 'REJECT' ? 'REJECTED' : 'WITHDRAWN',
      decided: action === 'REJECT',
    });
    if (action === 'REJECT')
      await notifyMember(tx, contract.upline_id, MessageKind.CONTRACT_REJECTED, {
        kind: contract.kind,
        by: contract.downline_account,
      });
  }

  /**
   * Takes one action on a contract for `actor`. `alongside` runs in the same transaction once the action is taken
   * (an operator's audit line), so that the change and its record commit or fail together.
   */
  async function process(
    actor: Actor,
    input: ProcessContractRequest,
    kind: ContractKind | null,
    alongside?: (tx: SqlRunner) => Promise<void>,
  ): Promise<Contract> {
    const contractId = BigInt(input.contractId);
    const action = input.action;
    // The brand's clock is read before the transaction: a cached read must not queue behind it (embedded database).
    const zone = (await brand()).timeZone;
    await withRetry(() =>
      database.transaction(async (tx) => {
        const unlocked = await load(tx, contractId, actor, false);
        if (kind !== null && unlocked.kind !== kind)
          throw new AppError(404, ErrorCode.NOT_FOUND, 'No such contract.');
        await lockMember(tx, unlocked.downline_id);
        const contract = await load(tx, contractId, actor, true);
        checkSide(contract, action, actor);
        if (action === 'ACCEPT') await accept(tx, contract, actor, input.endDownlineContracts === true);
        else if (action === 'END' || action === 'TERMINATE') await end(tx, contract, action, actor, zone);
        else await decide(tx, contract, action);
        await insertContractEvent(tx, {
          contractId,
          event: {
            ACCEPT: 'ACCEPTED',
            REJECT: 'REJECTED',
            WITHDRAW: 'WITHDRAWN',
            END: 'ENDED',
            TERMINATE: 'TERMINATED',
          }[action],
          actorKind: actor.kind,
          actorId: actor.id,
        });
        await alongside?.(tx);
      }),
    );
    const view = await selectContract(database, contractId);
    if (!view) throw new Error('the contract vanished');
    return contractView(view);
  }

  /** The contracts accepting an offer would end: the dialog lists them before the downline agrees (spec §4). */
  async function acceptancePreview(memberId: bigint, contractId: bigint): Promise<AcceptancePreview> {
    const actor: Actor = { kind: 'MEMBER', id: memberId };
    const contract = await load(database, contractId, actor, false);
    if (contract.downline_id !== memberId || contract.status !== 'OFFERED')
      throw notAllowed('Only an offer made to you can be previewed.');
    return { endsContracts: (await endingsOnAccept(database, contract)).map(contractView) };
  }

  return { process, acceptancePreview };
}

export type ProcessContract = ReturnType<typeof createProcessContract>;
