import { ErrorCode } from '@playhall/contracts/error-codes';
import { formatAmount } from '@playhall/contracts/money';
import type { Brand } from '@playhall/contracts/system';
import type { Database, SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { MessageKind, notifyMember } from '../inbox/notify';
import type { CashierSettings } from './settings';
import { postPayout, postRefund, releaseHold } from './withdrawal-money';
import type { WithdrawalRow } from './withdrawal-queries';
import { invalidState, runStep } from './withdrawal-step';
import {
  markApproved,
  markDisbursed,
  markPaidAfterDispute,
  markRefunded,
  markRejected,
  markReviewed,
} from './withdrawal-transitions';

export type WithdrawalDecisionDeps = {
  database: Database;
  brand: () => Promise<Brand>;
  settings: () => Promise<CashierSettings>;
  load: (id: bigint) => Promise<WithdrawalRow>;
};

/** What operators decide about a withdrawal: review, approve, reject, disburse, and how a dispute ends. */
export function createWithdrawalDecisions({ database, brand, settings, load }: WithdrawalDecisionDeps) {
  async function review(id: bigint, operatorId: bigint) {
    return runStep(database, id, (tx) => markReviewed(tx, id, operatorId), undefined, {
      operatorId,
      action: 'WITHDRAWAL_REVIEW',
    });
  }

  /** Above the configured amount a second person must approve: the reviewer cannot also approve. */
  async function approve(id: bigint, operatorId: bigint) {
    const policy = await settings();
    const current = await load(id);
    if (current.amount > policy.secondApprovalAbove) {
      if (current.status !== 'REVIEWED') {
        throw new AppError(409, ErrorCode.REVIEW_REQUIRED, 'This amount needs a review before approval.');
      }
      if (current.reviewed_by === operatorId) {
        throw new AppError(
          409,
          ErrorCode.SECOND_APPROVER_REQUIRED,
          'Another operator must approve what you reviewed.',
        );
      }
    }
    const notify = (tx: SqlRunner, row: WithdrawalRow) =>
      notifyMember(tx, row.member_id, MessageKind.WITHDRAWAL_APPROVED, {
        withdrawalId: row.id.toString(),
        amount: formatAmount(row.amount),
      });
    return runStep(database, id, (tx) => markApproved(tx, id, operatorId), notify, {
      operatorId,
      action: 'WITHDRAWAL_APPROVE',
    });
  }

  async function reject(id: bigint, operatorId: bigint, reason: string) {
    const giveBack = async (tx: SqlRunner, row: WithdrawalRow) => {
      if (!(await releaseHold(tx, row.id))) throw invalidState();
      await notifyMember(tx, row.member_id, MessageKind.WITHDRAWAL_REJECTED, {
        withdrawalId: row.id.toString(),
        amount: formatAmount(row.amount),
        reason,
      });
    };
    return runStep(database, id, (tx) => markRejected(tx, id, operatorId, reason), giveBack, {
      operatorId,
      action: 'WITHDRAWAL_REJECT',
      detail: { reason },
    });
  }

  /** The payout went out: the held money leaves the member for the withdrawal clearing account. */
  async function disburse(id: bigint, operatorId: bigint) {
    const [policy, { currency }] = await Promise.all([settings(), brand()]);
    const payout = async (tx: SqlRunner, row: WithdrawalRow) => {
      await postPayout(tx, row, currency);
      await notifyMember(tx, row.member_id, MessageKind.WITHDRAWAL_DISBURSED, {
        withdrawalId: row.id.toString(),
        amount: formatAmount(row.amount),
      });
    };
    const change = (tx: SqlRunner) => markDisbursed(tx, id, operatorId, policy.autoConfirmMinutes);
    return runStep(database, id, change, payout, { operatorId, action: 'WITHDRAWAL_DISBURSE' });
  }

  /** A dispute ends as paid after all, or refunded: the money comes back as a new posting, never an edit. */
  async function resolveDispute(id: bigint, operatorId: bigint, outcome: 'PAID' | 'REFUND') {
    const { currency } = await brand();
    const audit = { operatorId, action: 'WITHDRAWAL_RESOLVE', detail: { outcome } };
    if (outcome === 'PAID') {
      return runStep(database, id, (tx) => markPaidAfterDispute(tx, id), undefined, audit);
    }
    const refund = (tx: SqlRunner, row: WithdrawalRow) => postRefund(tx, row, currency);
    return runStep(database, id, (tx) => markRefunded(tx, id), refund, audit);
  }

  return { review, approve, reject, disburse, resolveDispute };
}
