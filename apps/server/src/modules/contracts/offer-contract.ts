import {
  type Contract,
  type OfferContractRequest,
  rateAtMost,
  type Tier,
} from '@playhall/contracts/agent-contracts';
import { isAgentType } from '@playhall/contracts/constants';
import { ErrorCode } from '@playhall/contracts/error-codes';
import type { Database } from '../../db/database';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import { MessageKind, notifyMember } from '../inbox/notify';
import { withRetry } from '../ledger/ledger-error';
import { selectMemberById } from '../member/queries';
import { requireInTeam } from '../member/team-scope';
import { contractView, ownTerms } from './own-terms';
import {
  insertContract,
  insertContractEvent,
  lockMember,
  selectContract,
  selectContractByRequest,
  updateContractStatus,
} from './queries';
import { KIND_FLAG, parseTerms, toStored, toTier } from './terms';

export type ContractDeps = {
  database: Database;
  featureFlags: () => Promise<Record<string, boolean>>;
};

/** Refuses a kind the brand has switched off (its feature flag). */
export async function requireKindEnabled(
  flags: Record<string, boolean>,
  kind: OfferContractRequest['kind'],
): Promise<void> {
  if (flags[KIND_FLAG[kind]] !== true)
    throw new AppError(409, ErrorCode.FEATURE_DISABLED, 'The brand does not offer this kind of contract.');
}

/**
 * The rate rule (spec §4) for terms a member would work under below `uplineId`: the upline has terms of the kind,
 * a dividend runs over the upline's period, and no tier's rate is above the upline's at that tier's thresholds.
 */
export async function checkUnderUpline(
  runner: Database | Parameters<typeof ownTerms>[0],
  uplineId: bigint,
  kind: OfferContractRequest['kind'],
  terms: { period: string; tiers: Tier[] },
  flags: Record<string, boolean>,
): Promise<void> {
  const upline = await ownTerms(runner, uplineId, kind, flags);
  if (upline.source === 'NONE')
    throw new AppError(409, ErrorCode.CONTRACT_NO_UPLINE_TERMS, 'You have no terms of this kind to share.');
  if (kind === 'DIVIDEND' && upline.period !== terms.period)
    throw new AppError(
      400,
      ErrorCode.CONTRACT_PERIOD_MISMATCH,
      `A dividend runs over your own dividend's period (${upline.period}).`,
    );
  if (!rateAtMost(terms.tiers, upline.tiers.map(toTier)))
    throw new AppError(
      409,
      ErrorCode.CONTRACT_RATE_ABOVE_UPLINE,
      'A tier’s rate is above your own rate at that tier’s thresholds.',
    );
}

/**
 * An upline offers a contract to a direct downline agent (spec §4). The terms are checked first (400), then the
 * downline (S8: a direct downline, an agent), then the rate rule. A newer offer of the same kind replaces a pending
 * one; the upline's request id makes an offer sent twice one offer. The downline gets a message.
 */
export function createOfferContract({ database, featureFlags }: ContractDeps) {
  return async function offerContract(upline: MemberRow, input: OfferContractRequest): Promise<Contract> {
    const terms = parseTerms(input.kind, input);
    const flags = await featureFlags();
    await requireKindEnabled(flags, input.kind);
    const downlineId = BigInt(input.downlineId);
    await requireInTeam(database, upline.id, downlineId, 'direct');
    const downline = await selectMemberById(database.db, downlineId);
    if (!downline || !isAgentType(downline.type))
      throw new AppError(409, ErrorCode.CONTRACT_DOWNLINE_NOT_AGENT, 'Contracts are offered to agents.');
    const stored = terms.tiers.map(toStored);
    const id = await withRetry(() =>
      database.transaction(async (tx) => {
        await lockMember(tx, downlineId);
        const earlier = await selectContractByRequest(tx, upline.id, input.requestId);
        if (earlier) {
          // jsonb keeps its own key order: the tiers are compared field by field.
          const key = (tiers: typeof stored) =>
            tiers.map((tier) => [tier.minBase, tier.minActive, tier.rate].join());
          const same =
            earlier.kind === input.kind &&
            earlier.downline_id === downlineId &&
            earlier.period === terms.period &&
            key(earlier.tiers).join(';') === key(stored).join(';');
          if (!same)
            throw new AppError(
              409,
              ErrorCode.IDEMPOTENCY_KEY_REUSED,
              'This request id was used for another offer.',
            );
          return earlier.id;
        }
        await checkUnderUpline(tx, upline.id, input.kind, terms, flags);
        const pending = await tx.query<{ id: bigint }>(
          `select id from contracts where kind = $1 and downline_id = $2 and status = 'OFFERED' for update`,
          [input.kind, downlineId],
        );
        for (const row of pending) {
          await updateContractStatus(tx, row.id, { status: 'WITHDRAWN', endReason: 'REPLACED_BY_NEW_OFFER' });
          await insertContractEvent(tx, {
            contractId: row.id,
            event: 'WITHDRAWN',
            actorKind: 'MEMBER',
            actorId: upline.id,
            detail: { reason: 'REPLACED_BY_NEW_OFFER' },
          });
        }
        const contractId = await insertContract(tx, {
          kind: input.kind,
          uplineId: upline.id,
          downlineId,
          period: terms.period,
          tiers: stored,
          requestId: input.requestId,
        });
        await insertContractEvent(tx, {
          contractId,
          event: 'OFFERED',
          actorKind: 'MEMBER',
          actorId: upline.id,
          detail: { period: terms.period, tiers: stored },
        });
        await notifyMember(tx, downlineId, MessageKind.CONTRACT_OFFERED, {
          kind: input.kind,
          from: upline.account,
        });
        return contractId;
      }),
    );
    const view = await selectContract(database, id);
    if (!view) throw new Error('the offered contract vanished');
    return contractView(view);
  };
}

export type OfferContract = ReturnType<typeof createOfferContract>;
