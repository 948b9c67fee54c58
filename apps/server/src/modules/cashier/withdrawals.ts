import type { Withdrawal } from '@playhall/contracts/cashier';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { parseAmount } from '@playhall/contracts/money';
import { pageCount } from '@playhall/contracts/paging';
import type { Brand } from '@playhall/contracts/system';
import type { Database, SqlRunner } from '../../db/database';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import { withRetry } from '../ledger/ledger-error';
import { withVipLimits } from '../rewards/vip-limits';
import { refuseWhileWagering } from '../rewards/wagering';
import type { BankAccounts } from './bank-accounts';
import type { CashierSettings } from './settings';
import { createWithdrawalDecisions } from './withdrawal-decisions';
import { holdRequested } from './withdrawal-money';
import {
  completeOverdueConfirmations,
  insertWithdrawal,
  lockMemberWithdrawals,
  selectActiveBankAccountId,
  selectByRequestId,
  selectMemberWithdrawals,
  selectWithdrawal,
  type WithdrawalRow,
} from './withdrawal-queries';
import { describeRules, withdrawalUsage } from './withdrawal-rules';
import { invalidState, runStep } from './withdrawal-step';
import { markConfirmed, markNotReceived, recordReceived } from './withdrawal-transitions';
import { toWithdrawal as toView } from './withdrawal-view';

export type WithdrawalDeps = {
  database: Database;
  brand: () => Promise<Brand>;
  settings: () => Promise<CashierSettings>;
  bankAccounts: BankAccounts;
};

/**
 * Withdrawals and their payout confirmation (member-centres spec §3, §4; RELIABILITY.md D1, D2, C5, C6): what the
 * member asks and confirms here, what operators decide in withdrawal-decisions.ts. Every transition is one
 * conditional UPDATE from the states that allow it (withdrawal-transitions.ts), so of two racing actions exactly
 * one happens; money moves in the same transaction (withdrawal-money.ts): the request holds, a rejection releases,
 * the payout posts the hold.
 */
export function createWithdrawals({ database, brand, settings, bankAccounts }: WithdrawalDeps) {
  const toWithdrawal = (row: WithdrawalRow): Promise<Withdrawal> => toView(database, row);

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

  /** The cashier's policy with the daily limits of the member's VIP rank. */
  const policyFor = async (memberId: bigint) => withVipLimits(database, memberId, await settings());

  async function rules(member: MemberRow) {
    const [policy, { timeZone }] = await Promise.all([policyFor(member.id), brand()]);
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
    const [policy, { timeZone }] = await Promise.all([policyFor(member.id), brand()]);
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
        await holdRequested(tx, member.id, id, amount);
        // After the hold, which writes the wallet's row: a bonus paid meanwhile is seen here, or comes after.
        await refuseWhileWagering(tx, member.id);
        return id;
      }),
    );
    return toWithdrawal(await load(id, member.id));
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
        ? await runStep(database, id, (tx) => recordReceived(tx, id, received)).catch((error: unknown) => {
            throw error instanceof Error && 'code' in error && (error as { code: unknown }).code === '23514'
              ? new AppError(
                  400,
                  ErrorCode.VALIDATION_FAILED,
                  'More than the withdrawal was reported received.',
                )
              : error;
          })
        : await runStep(database, id, (tx) => markConfirmed(tx, id, input.action));
    return toWithdrawal(await load(row.id, member.id));
  }

  /** Before any upload is read: the member's own withdrawal, paid out and waiting for their word. */
  async function assertAwaitingConfirmation(member: MemberRow, id: bigint): Promise<void> {
    if ((await load(id, member.id)).status !== 'DISBURSED') throw invalidState();
  }

  async function notReceived(member: MemberRow, id: bigint, saveProofs: (tx: SqlRunner) => Promise<void>) {
    await load(id, member.id);
    await runStep(database, id, (tx) => markNotReceived(tx, id), saveProofs);
    return toWithdrawal(await load(id, member.id));
  }

  /** D2: a payout not confirmed in time counts as received; a forced receipt is final and never refunded. */
  const autoConfirmDue = (): Promise<number> => completeOverdueConfirmations(database);

  async function memberWithdrawals(memberId: bigint, pageNo: number, pageSize: number) {
    const rows = await selectMemberWithdrawals(database, memberId, pageNo, pageSize);
    return {
      content: await Promise.all(rows.map(toWithdrawal)),
      totalPages: pageCount(rows[0]?.total ?? 0n, pageSize),
    };
  }

  return {
    rules,
    create,
    ...createWithdrawalDecisions({ database, brand, settings, load }),
    confirm,
    assertAwaitingConfirmation,
    notReceived,
    autoConfirmDue,
    memberWithdrawals,
    load,
    toWithdrawal,
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
