import { ErrorCode } from '@playhall/contracts/error-codes';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import type { AdjustmentResult } from '@playhall/contracts/ops';
import type { Brand } from '@playhall/contracts/system';
import { writeAudit } from '../../audit/audit-log';
import type { Database, SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CashierSettings } from '../cashier/settings';
import { ensureSystemAccount, mainWalletCode, SystemAccount } from '../ledger/accounts';
import { accountBalance } from '../ledger/balances';
import { withRetry } from '../ledger/ledger-error';
import { post } from '../ledger/post';
import { selectAccountNames, selectNonHouseMemberId } from '../member/queries';
import { recordDailyMoney } from '../team-figures/daily-money';

type AdjustmentRow = {
  id: bigint;
  member_id: bigint;
  amount: bigint;
  reason: string;
  requested_by: bigint;
  client_request_id: string;
  status: 'PENDING' | 'POSTED' | 'REJECTED';
  transaction_id: bigint | null;
};

const abs = (value: bigint) => (value < 0n ? -value : value);

/**
 * Manual balance adjustments (a correction is a new ledger transaction against the adjustment account, never an
 * edit). Like large withdrawals, a large one takes two people: above the brand's amount
 * (`cashier_settings.adjustment_second_approval_above`), or once one operator's single-handed adjustments of the
 * last 24 hours would pass `adjustment_daily_solo_limit` (so splitting does not avoid the rule), the adjustment
 * waits until a different operator approves it; only then does the ledger move, once, whoever races.
 */
export function createAdjustments({
  database,
  brand,
  settings,
}: {
  database: Database;
  brand: () => Promise<Brand>;
  settings: () => Promise<CashierSettings>;
}) {
  async function postToLedger(tx: SqlRunner, row: AdjustmentRow, approvedBy: bigint | null) {
    const { currency } = await brand();
    const reference = `adjustment:${row.requested_by}:${row.client_request_id}`;
    const posted = await post(tx, {
      key: reference,
      kind: 'ADJUSTMENT',
      currency,
      reference,
      memo: {
        reason: row.reason,
        operatorId: row.requested_by.toString(),
        ...(approvedBy === null ? {} : { approvedBy: approvedBy.toString() }),
      },
      entries: [
        { accountId: await ensureSystemAccount(tx, SystemAccount.ADJUSTMENT), amount: -row.amount },
        { accountCode: mainWalletCode(row.member_id), amount: row.amount },
      ],
    });
    if (!posted.replayed) await recordDailyMoney(tx, row.member_id, { adjustments: row.amount });
    await tx.query('update balance_adjustments set transaction_id = $2 where id = $1', [
      row.id,
      posted.transactionId,
    ]);
    return {
      status: 'POSTED' as const,
      adjustmentId: row.id.toString(),
      transactionId: posted.transactionId.toString(),
      balance: formatAmount(posted.accounts[1]?.balance ?? 0n),
    };
  }

  /** The same request id again: the same answer, as things stand now; another request under it is refused. */
  async function replay(
    tx: SqlRunner,
    row: AdjustmentRow,
    memberId: bigint,
    amount: bigint,
  ): Promise<AdjustmentResult> {
    if (row.member_id !== memberId || row.amount !== amount) {
      throw new AppError(409, ErrorCode.IDEMPOTENCY_KEY_REUSED, 'This request id was already used.');
    }
    if (row.status !== 'POSTED') {
      return {
        status: row.status === 'PENDING' ? 'PENDING_APPROVAL' : 'REJECTED',
        adjustmentId: row.id.toString(),
      };
    }
    const balance = await accountBalance(tx, mainWalletCode(memberId));
    return {
      status: 'POSTED',
      adjustmentId: row.id.toString(),
      transactionId: (row.transaction_id ?? 0n).toString(),
      balance: formatAmount(balance ?? 0n),
    };
  }

  async function request(
    operatorId: bigint,
    memberId: string,
    input: { amount: string; reason: string; requestId: string },
  ): Promise<AdjustmentResult> {
    const amount = parseAmount(input.amount);
    if (amount === 0n) {
      throw new AppError(400, ErrorCode.VALIDATION_FAILED, 'The adjustment cannot be zero.', [
        { field: 'amount', code: 'INVALID_VALUE', message: 'Not zero' },
      ]);
    }
    const target = await selectNonHouseMemberId(database, memberId);
    if (target === undefined) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such member.');
    const policy = await settings();
    return withRetry(() =>
      database.transaction(async (tx): Promise<AdjustmentResult> => {
        // One operator's adjustments one at a time: parallel small ones cannot pass the daily total together.
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`adjustment:${operatorId}`]);
        const [existing] = await tx.query<AdjustmentRow>(
          'select * from balance_adjustments where requested_by = $1 and client_request_id = $2',
          [operatorId, input.requestId],
        );
        if (existing) return replay(tx, existing, target, amount);
        const [solo] = await tx.query<{ total: bigint }>(
          `select coalesce(sum(abs(amount)), 0)::bigint as total from balance_adjustments
           where requested_by = $1 and decided_by is null and status = 'POSTED'
             and created_at > now() - interval '24 hours'`,
          [operatorId],
        );
        const needsSecond =
          abs(amount) > policy.adjustmentSecondApprovalAbove ||
          (solo?.total ?? 0n) + abs(amount) > policy.adjustmentDailySoloLimit;
        const [row] = await tx.query<AdjustmentRow>(
          `insert into balance_adjustments (member_id, amount, reason, requested_by, client_request_id, status)
           values ($1, $2, $3, $4, $5, $6) returning *`,
          [target, amount, input.reason, operatorId, input.requestId, needsSecond ? 'PENDING' : 'POSTED'],
        );
        if (!row) throw new Error('insert into balance_adjustments returned nothing');
        if (needsSecond) {
          await writeAudit(tx, {
            operatorId,
            action: 'ADJUSTMENT_REQUEST',
            targetType: 'adjustment',
            targetId: row.id.toString(),
            detail: { member: target.toString(), amount: input.amount, reason: input.reason },
          });
          return { status: 'PENDING_APPROVAL', adjustmentId: row.id.toString() };
        }
        const posted = await postToLedger(tx, row, null);
        await writeAudit(tx, {
          operatorId,
          action: 'ADJUSTMENT',
          targetType: 'member',
          targetId: target.toString(),
          detail: { amount: input.amount, reason: input.reason, transactionId: posted.transactionId },
        });
        return posted;
      }),
    );
  }

  /**
   * A second operator approves: one conditional UPDATE from PENDING by someone other than the requester, and the
   * posting in the same transaction, so of two racing approvals exactly one moves money (and a refused posting,
   * such as a debit the balance no longer covers, leaves the adjustment pending).
   */
  async function approve(operatorId: bigint, id: string): Promise<AdjustmentResult> {
    return withRetry(() =>
      database.transaction(async (tx) => {
        const [row] = await tx.query<AdjustmentRow>(
          `update balance_adjustments set status = 'POSTED', decided_by = $2, decided_at = now()
           where id = $1 and status = 'PENDING' and requested_by <> $2 returning *`,
          [id, operatorId],
        );
        if (!row) return refuse(tx, id, operatorId);
        const posted = await postToLedger(tx, row, operatorId);
        await writeAudit(tx, {
          operatorId,
          action: 'ADJUSTMENT_APPROVE',
          targetType: 'adjustment',
          targetId: id,
          detail: {
            member: row.member_id.toString(),
            amount: formatAmount(row.amount),
            reason: row.reason,
            transactionId: posted.transactionId,
          },
        });
        return posted;
      }),
    );
  }

  /** Why a decision changed nothing: no such adjustment, the approver asked for it, or it is decided already. */
  async function refuse(tx: SqlRunner, id: string, approver: bigint | null): Promise<never> {
    const [current] = await tx.query<{ status: string; requested_by: bigint }>(
      'select status, requested_by from balance_adjustments where id = $1',
      [id],
    );
    if (!current) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such adjustment.');
    if (current.status === 'PENDING' && current.requested_by === approver) {
      throw new AppError(
        409,
        ErrorCode.SECOND_APPROVER_REQUIRED,
        'Another operator must approve the adjustment you asked for.',
      );
    }
    throw new AppError(409, ErrorCode.INVALID_STATE, 'This adjustment is already decided.');
  }

  /** Anyone may reject (the requester withdrawing it too); the reason is kept. No money moves. */
  async function reject(operatorId: bigint, id: string, reason: string): Promise<void> {
    await database.transaction(async (tx) => {
      const [row] = await tx.query<AdjustmentRow>(
        `update balance_adjustments set status = 'REJECTED', decided_by = $2, decided_at = now(), reject_reason = $3
         where id = $1 and status = 'PENDING' returning *`,
        [id, operatorId, reason],
      );
      if (!row) return refuse(tx, id, null);
      await writeAudit(tx, {
        operatorId,
        action: 'ADJUSTMENT_REJECT',
        targetType: 'adjustment',
        targetId: id,
        detail: { member: row.member_id.toString(), amount: formatAmount(row.amount), reason },
      });
    });
  }

  async function pending() {
    const rows = await database.query<{
      id: bigint;
      member_id: bigint;
      amount: bigint;
      reason: string;
      requested_by: string;
      created_at: Date;
    }>(
      `select a.id, a.member_id, a.amount, a.reason, o.username as requested_by, a.created_at
       from balance_adjustments a join operators o on o.id = a.requested_by
       where a.status = 'PENDING' order by a.id limit 200`,
    );
    const accountOf = await selectAccountNames(
      database,
      rows.map((row) => row.member_id),
    );
    return rows.map((row) => ({
      id: row.id.toString(),
      memberId: row.member_id.toString(),
      account: accountOf(row.member_id),
      amount: formatAmount(row.amount),
      reason: row.reason,
      requestedBy: row.requested_by,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  return { request, approve, reject, pending };
}

export type Adjustments = ReturnType<typeof createAdjustments>;
