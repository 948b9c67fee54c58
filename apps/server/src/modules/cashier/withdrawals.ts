import type { Withdrawal } from '@playhall/contracts/cashier';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import type { Brand } from '@playhall/contracts/system';
import { writeAudit } from '../../audit/audit-log';
import type { Database, SqlRunner } from '../../db/database';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import { MessageKind, notifyMember } from '../inbox/notify';
import { ensureSystemAccount, mainWalletCode, mainWalletId, SystemAccount } from '../ledger/accounts';
import { withRetry } from '../ledger/ledger-error';
import { hold, post, release } from '../ledger/post';
import type { BankAccounts } from './bank-accounts';
import { maskAccountNumber } from './bank-accounts';
import type { CashierSettings } from './settings';
import {
  completeOverdueConfirmations,
  insertWithdrawal,
  lockMemberWithdrawals,
  selectActiveBankAccountId,
  selectByRequestId,
  selectMemberWithdrawals,
  selectProofFileNames,
  selectWithdrawal,
  type WithdrawalRow,
} from './withdrawal-queries';
import { describeRules, withdrawalUsage } from './withdrawal-rules';

export type WithdrawalDeps = {
  database: Database;
  brand: () => Promise<Brand>;
  settings: () => Promise<CashierSettings>;
  bankAccounts: BankAccounts;
};

function holdReference(id: bigint): string {
  return `withdrawal:${id}`;
}

function invalidState(): AppError {
  return new AppError(409, ErrorCode.INVALID_STATE, 'This withdrawal is not in a state that allows this.');
}

/**
 * Withdrawals and their payout confirmation (member-centres spec §3, §4; RELIABILITY.md D1, D2, C5, C6).
 * Every transition is one conditional UPDATE from the states that allow it, so of two racing actions exactly one
 * happens; money moves in the same transaction: the request holds, a rejection releases, the payout posts the hold.
 */
export function createWithdrawals({ database, brand, settings, bankAccounts }: WithdrawalDeps) {
  async function proofs(runner: SqlRunner, id: bigint): Promise<string[]> {
    return (await selectProofFileNames(runner, id)).map(
      (fileName) => `/wps/member/withdrawals/${id}/proofs/${fileName}`,
    );
  }

  async function toWithdrawal(row: WithdrawalRow): Promise<Withdrawal> {
    return {
      id: row.id.toString(),
      amount: formatAmount(row.amount),
      status: row.status,
      bankName: row.bank_name ?? '',
      accountNumber: maskAccountNumber(row.account_number ?? ''),
      receivedAmount: formatAmount(row.received_amount),
      remainingAmount: formatAmount(row.amount - row.received_amount),
      confirmation: row.confirmation,
      confirmDueAt: row.confirm_due_at ? new Date(row.confirm_due_at).toISOString() : null,
      rejectReason: row.reject_reason,
      proofs: await proofs(database, row.id),
      createdAt: new Date(row.created_at).toISOString(),
    };
  }

  async function load(id: bigint, memberId?: bigint): Promise<WithdrawalRow> {
    const row = await selectWithdrawal(database, id, memberId ?? null);
    if (!row) throw new AppError(404, ErrorCode.NOT_FOUND, 'No such withdrawal.');
    return row;
  }

  /** The withdrawal an earlier call with this request id made, or null; the same id with another amount is refused. */
  async function sameRequest(
    runner: SqlRunner,
    memberId: bigint,
    requestId: string,
    amount: bigint,
  ): Promise<bigint | null> {
    const existing = await selectByRequestId(runner, memberId, requestId);
    if (!existing) return null;
    if (existing.amount !== amount)
      throw new AppError(409, ErrorCode.IDEMPOTENCY_KEY_REUSED, 'This request id was already used.');
    return existing.id;
  }

  async function rules(member: MemberRow) {
    const [policy, { timeZone }] = await Promise.all([settings(), brand()]);
    return describeRules(
      policy,
      await withdrawalUsage(database, member.id, policy, timeZone),
      member.paymentPasswordHash !== null,
    );
  }

  async function create(
    member: MemberRow,
    input: { bankAccountId: string; amount: string; paymentPassword: string; requestId: string },
  ): Promise<Withdrawal> {
    const amount = parseAmount(input.amount);
    const earlier = await sameRequest(database, member.id, input.requestId, amount);
    if (earlier) return toWithdrawal(await load(earlier, member.id));
    await bankAccounts.checkPaymentPassword(member, input.paymentPassword);
    const [policy, { timeZone }] = await Promise.all([settings(), brand()]);
    if (amount < policy.minWithdrawal || amount > policy.maxWithdrawal) {
      throw new AppError(400, ErrorCode.VALIDATION_FAILED, 'The amount is outside the withdrawal limits.', [
        {
          field: 'amount',
          code: amount < policy.minWithdrawal ? 'TOO_SMALL' : 'TOO_BIG',
          message: 'Outside the limits',
        },
      ]);
    }
    const id = await withRetry(() =>
      database.transaction(async (tx) => {
        // One request at a time per member, so the daily limits cannot be passed by racing requests.
        await lockMemberWithdrawals(tx, member.id);
        // Asked again under the lock: a twin of this request that raced past the first look has committed by now,
        // and is answered, not inserted a second time (issue 11.11).
        const twin = await sameRequest(tx, member.id, input.requestId, amount);
        if (twin) return twin;
        const bankAccountId = await selectActiveBankAccountId(tx, input.bankAccountId, member.id);
        if (bankAccountId === undefined)
          throw new AppError(404, ErrorCode.NOT_FOUND, 'No such bank account.');
        const usage = await withdrawalUsage(tx, member.id, policy, timeZone);
        if (usage.turnoverAchieved < usage.turnoverRequired) {
          throw new AppError(409, ErrorCode.TURNOVER_NOT_MET, 'The turnover requirement is not met yet.');
        }
        if (
          usage.todayCount + 1 > policy.dailyWithdrawalCount ||
          usage.todayAmount + amount > policy.dailyWithdrawalAmount
        ) {
          throw new AppError(409, ErrorCode.DAILY_LIMIT_REACHED, 'Today’s withdrawal limit is reached.');
        }
        const id = await insertWithdrawal(tx, {
          memberId: member.id,
          bankAccountId,
          amount,
          requestId: input.requestId,
        });
        await hold(tx, await mainWalletId(tx, member.id), amount, holdReference(id));
        return id;
      }),
    );
    return toWithdrawal(await load(id, member.id));
  }

  async function transition(
    id: bigint,
    from: Withdrawal['status'][],
    set: string,
    params: unknown[],
    effect?: (tx: SqlRunner, row: WithdrawalRow) => Promise<void>,
    audit?: { operatorId: bigint; action: string; detail?: Record<string, unknown> },
  ): Promise<WithdrawalRow> {
    return withRetry(() =>
      database.transaction(async (tx) => {
        const [row] = await tx.query<WithdrawalRow>(
          `update withdrawals set ${set} where id = $1 and status = any($2::text[]) returning *`,
          [id, from, ...params],
        );
        if (!row) throw invalidState();
        await effect?.(tx, row);
        if (audit) await writeAudit(tx, { ...audit, targetType: 'withdrawal', targetId: id.toString() });
        return row;
      }),
    );
  }

  async function review(id: bigint, operatorId: bigint) {
    const set = `status = 'REVIEWED', reviewed_by = $3, reviewed_at = now()`;
    return transition(id, ['PENDING'], set, [operatorId], undefined, {
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
    const set = `status = 'APPROVED', approved_by = $3, approved_at = now()`;
    const notify = (tx: SqlRunner, row: WithdrawalRow) =>
      notifyMember(tx, row.member_id, MessageKind.WITHDRAWAL_APPROVED, {
        withdrawalId: row.id.toString(),
        amount: formatAmount(row.amount),
      });
    return transition(id, ['PENDING', 'REVIEWED'], set, [operatorId], notify, {
      operatorId,
      action: 'WITHDRAWAL_APPROVE',
    });
  }

  async function reject(id: bigint, operatorId: bigint, reason: string) {
    const set = `status = 'REJECTED', rejected_by = $3, reject_reason = $4`;
    const releaseHold = async (tx: SqlRunner, row: WithdrawalRow) => {
      if (!(await release(tx, holdReference(row.id)))) throw invalidState();
      await notifyMember(tx, row.member_id, MessageKind.WITHDRAWAL_REJECTED, {
        withdrawalId: row.id.toString(),
        amount: formatAmount(row.amount),
        reason,
      });
    };
    return transition(id, ['PENDING', 'REVIEWED', 'APPROVED'], set, [operatorId, reason], releaseHold, {
      operatorId,
      action: 'WITHDRAWAL_REJECT',
      detail: { reason },
    });
  }

  /** The payout went out: the held money leaves the member for the withdrawal clearing account. */
  async function disburse(id: bigint, operatorId: bigint) {
    const [policy, { currency }] = await Promise.all([settings(), brand()]);
    const set = `status = 'DISBURSED', disbursed_by = $3, disbursed_at = now(),
      confirm_due_at = now() + make_interval(mins => $4)`;
    const payout = async (tx: SqlRunner, row: WithdrawalRow) => {
      await post(tx, {
        key: `withdrawal:${row.id}:payout`,
        kind: 'WITHDRAWAL_PAYOUT',
        currency,
        reference: holdReference(row.id),
        holdReference: holdReference(row.id),
        entries: [
          { accountCode: mainWalletCode(row.member_id), amount: -row.amount },
          { accountId: await ensureSystemAccount(tx, SystemAccount.WITHDRAWAL_CLEARING), amount: row.amount },
        ],
      });
      await notifyMember(tx, row.member_id, MessageKind.WITHDRAWAL_DISBURSED, {
        withdrawalId: row.id.toString(),
        amount: formatAmount(row.amount),
      });
    };
    return transition(id, ['APPROVED'], set, [operatorId, policy.autoConfirmMinutes], payout, {
      operatorId,
      action: 'WITHDRAWAL_DISBURSE',
    });
  }

  /** Received (all, or part: the rest stays expected) or full payment. */
  async function confirm(
    member: MemberRow,
    id: bigint,
    input: { action: 'RECEIVED' | 'FULL_PAYMENT'; receivedAmount?: string | undefined },
  ) {
    await load(id, member.id);
    const received = input.receivedAmount ? parseAmount(input.receivedAmount) : null;
    const row =
      input.action === 'RECEIVED' && received !== null
        ? await transition(
            id,
            ['DISBURSED'],
            `received_amount = $3, status = case when $3 >= amount then 'COMPLETED' else status end,
             confirmation = case when $3 >= amount then 'RECEIVED' else confirmation end,
             confirmed_at = case when $3 >= amount then now() else confirmed_at end`,
            [received],
          ).catch((error: unknown) => {
            throw error instanceof Error && 'code' in error && (error as { code: unknown }).code === '23514'
              ? new AppError(
                  400,
                  ErrorCode.VALIDATION_FAILED,
                  'More than the withdrawal was reported received.',
                )
              : error;
          })
        : await transition(
            id,
            ['DISBURSED'],
            `status = 'COMPLETED', confirmation = $3, received_amount = amount, confirmed_at = now()`,
            [input.action],
          );
    return toWithdrawal(await load(row.id, member.id));
  }

  /** Before any upload is read: the member's own withdrawal, paid out and waiting for their word. */
  async function assertAwaitingConfirmation(member: MemberRow, id: bigint): Promise<void> {
    if ((await load(id, member.id)).status !== 'DISBURSED') throw invalidState();
  }

  async function notReceived(member: MemberRow, id: bigint, saveProofs: (tx: SqlRunner) => Promise<void>) {
    await load(id, member.id);
    await transition(
      id,
      ['DISBURSED'],
      `status = 'DISPUTED', confirmation = 'NOT_RECEIVED', confirmed_at = now()`,
      [],
      (tx) => saveProofs(tx),
    );
    return toWithdrawal(await load(id, member.id));
  }

  /** A dispute ends as paid after all, or refunded: the money comes back as a new posting, never an edit. */
  async function resolveDispute(id: bigint, operatorId: bigint, outcome: 'PAID' | 'REFUND') {
    const { currency } = await brand();
    const audit = { operatorId, action: 'WITHDRAWAL_RESOLVE', detail: { outcome } };
    if (outcome === 'PAID') {
      return transition(
        id,
        ['DISPUTED'],
        `status = 'COMPLETED', remark = 'paid after dispute'`,
        [],
        undefined,
        audit,
      );
    }
    const refund = async (tx: SqlRunner, row: WithdrawalRow) => {
      await post(tx, {
        key: `withdrawal:${row.id}:refund`,
        kind: 'WITHDRAWAL_REFUND',
        currency,
        reference: `withdrawal-refund:${row.id}`,
        entries: [
          {
            accountId: await ensureSystemAccount(tx, SystemAccount.WITHDRAWAL_CLEARING),
            amount: -row.amount,
          },
          { accountCode: mainWalletCode(row.member_id), amount: row.amount },
        ],
      });
    };
    return transition(
      id,
      ['DISPUTED'],
      `status = 'REFUNDED', remark = 'refunded after dispute'`,
      [],
      refund,
      audit,
    );
  }

  /** D2: a payout not confirmed in time counts as received; a forced receipt is final and never refunded. */
  async function autoConfirmDue(): Promise<number> {
    return completeOverdueConfirmations(database);
  }

  async function memberWithdrawals(memberId: bigint, pageNo: number, pageSize: number) {
    const rows = await selectMemberWithdrawals(database, memberId, pageNo, pageSize);
    return {
      content: await Promise.all(rows.map(toWithdrawal)),
      totalPages: Math.ceil(Number(rows[0]?.total ?? 0n) / pageSize),
    };
  }

  return {
    rules,
    create,
    review,
    approve,
    reject,
    disburse,
    confirm,
    assertAwaitingConfirmation,
    notReceived,
    resolveDispute,
    autoConfirmDue,
    memberWithdrawals,
    load,
    toWithdrawal,
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
