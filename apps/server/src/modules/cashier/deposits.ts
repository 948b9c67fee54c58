import type { Deposit } from '@playhall/contracts/cashier';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import { pageCount } from '@playhall/contracts/paging';
import type { Brand } from '@playhall/contracts/system';
import { writeAudit } from '../../audit/audit-log';
import type { Database, SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { MessageKind, notifyMember } from '../inbox/notify';
import { ensureSystemAccount, mainWalletCode, SystemAccount } from '../ledger/accounts';
import { withRetry } from '../ledger/ledger-error';
import { post } from '../ledger/post';
import { recordDepositEvent } from '../rewards/events';
import { recordDailyMoney } from '../team-figures/daily-money';
import type { PspClient, PspOrder } from './psp-client';
import type { DepositChannel } from './settings';

type DepositRow = {
  id: bigint;
  member_id: bigint;
  channel_id: bigint;
  amount: bigint;
  status: Deposit['status'];
  payer_reference: string | null;
  psp_order_id: string | null;
  first_deposit: boolean | null;
  created_at: Date;
  resolved_at: Date | null;
};

export type DepositDeps = {
  database: Database;
  brand: () => Promise<Brand>;
  channels: () => Promise<DepositChannel[]>;
  psp: PspClient;
  publicUrl: string;
};

/**
 * Deposits (depositv2): bank transfers that an operator confirms, and online payments through the gateway whose
 * signed callback, however often it comes, credits exactly once. Crediting is a state change from PENDING and a
 * ledger posting keyed by the deposit, in one transaction (I8).
 */
export function createDeposits({ database, brand, channels, psp, publicUrl }: DepositDeps) {
  function toDeposit(
    row: DepositRow,
    channel: DepositChannel | undefined,
    payUrl: string | null = null,
  ): Deposit {
    return {
      id: row.id.toString(),
      channel: channel?.name ?? '',
      kind: channel?.kind ?? 'BANK_TRANSFER',
      amount: formatAmount(row.amount),
      status: row.status,
      payerReference: row.payer_reference,
      firstDeposit: row.first_deposit,
      payUrl,
      createdAt: new Date(row.created_at).toISOString(),
      resolvedAt: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
    };
  }

  async function listChannels() {
    return (await channels())
      .filter((channel) => channel.enabled)
      .map((channel) => ({
        id: channel.id.toString(),
        code: channel.code,
        kind: channel.kind,
        name: channel.name,
        minAmount: formatAmount(channel.minAmount),
        maxAmount: formatAmount(channel.maxAmount),
        details: channel.details,
      }));
  }

  async function create(
    memberId: bigint,
    input: { channelId: string; amount: string; requestId: string; payerReference?: string | undefined },
  ): Promise<Deposit> {
    const channel = (await channels()).find(
      (candidate) => candidate.id.toString() === input.channelId && candidate.enabled,
    );
    if (!channel) {
      throw new AppError(400, ErrorCode.VALIDATION_FAILED, 'Unknown deposit channel.', [
        { field: 'channelId', code: 'INVALID_VALUE', message: 'No such channel' },
      ]);
    }
    const amount = parseAmount(input.amount);
    if (amount < channel.minAmount || amount > channel.maxAmount) {
      throw new AppError(400, ErrorCode.VALIDATION_FAILED, 'The amount is outside the channel limits.', [
        {
          field: 'amount',
          code: amount < channel.minAmount ? 'TOO_SMALL' : 'TOO_BIG',
          message: 'Outside the channel limits',
        },
      ]);
    }
    if (channel.kind === 'BANK_TRANSFER' && !input.payerReference) {
      throw new AppError(400, ErrorCode.VALIDATION_FAILED, 'A bank transfer needs its reference.', [
        { field: 'payerReference', code: 'REQUIRED', message: 'Input cannot be empty' },
      ]);
    }
    await database.query(
      `insert into deposits (member_id, channel_id, amount, client_request_id, payer_reference)
       values ($1, $2, $3, $4, $5) on conflict (member_id, client_request_id) do nothing`,
      [memberId, channel.id, amount, input.requestId, input.payerReference ?? null],
    );
    const [row] = await database.query<DepositRow>(
      'select * from deposits where member_id = $1 and client_request_id = $2',
      [memberId, input.requestId],
    );
    if (!row) throw new Error('deposit vanished');
    if (row.channel_id !== channel.id || row.amount !== amount) {
      throw new AppError(
        409,
        ErrorCode.IDEMPOTENCY_KEY_REUSED,
        'This request id was already used for a different deposit.',
      );
    }
    if (channel.kind === 'BANK_TRANSFER' || row.status !== 'PENDING') return toDeposit(row, channel);

    const { currency } = await brand();
    const base = publicUrl.replace(/\/$/, '');
    const order = await psp.createOrder({
      merchantOrderId: row.id.toString(),
      amount: formatAmount(row.amount),
      currency,
      callbackUrl: `${base}/wps/payment/callback/sandbox`,
      returnUrl: `${base}/member?page=depositv2&deposit=${row.id}`,
    });
    await database.query('update deposits set psp_order_id = $1 where id = $2 and psp_order_id is null', [
      order.orderId,
      row.id,
    ]);
    return toDeposit(row, channel, order.payUrl);
  }

  /** PENDING → CREDITED and the money, once; answers false when the deposit had already been resolved. */
  async function credit(
    depositId: bigint,
    operatorId: bigint | null,
    pspTransactionId: string | null = null,
  ): Promise<boolean> {
    const { currency } = await brand();
    return withRetry(() =>
      database.transaction(async (tx) => {
        const [row] = await tx.query<DepositRow>(
          `update deposits d set status = 'CREDITED', resolved_at = now(), resolved_by = $2, psp_transaction_id = $3,
             first_deposit = not exists (select 1 from deposits p where p.member_id = d.member_id and p.status = 'CREDITED')
           where id = $1 and status = 'PENDING' returning *`,
          [depositId, operatorId, pspTransactionId],
        );
        if (!row) return false;
        await post(tx, {
          key: `deposit:${row.id}`,
          kind: 'DEPOSIT',
          currency,
          reference: `deposit:${row.id}`,
          entries: [
            { accountId: await ensureSystemAccount(tx, SystemAccount.DEPOSIT_CLEARING), amount: -row.amount },
            { accountCode: mainWalletCode(row.member_id), amount: row.amount },
          ],
        });
        await recordDepositEvent(tx, {
          memberId: row.member_id,
          amount: row.amount,
          depositId: row.id,
          first: row.first_deposit === true,
        });
        await recordDailyMoney(tx, row.member_id, {
          depositCount: 1,
          deposits: row.amount,
          firstDeposits: row.first_deposit ? 1 : 0,
        });
        await notifyMember(tx, row.member_id, MessageKind.DEPOSIT_CREDITED, {
          depositId: row.id.toString(),
          amount: formatAmount(row.amount),
        });
        if (operatorId !== null) {
          await writeAudit(tx, {
            operatorId,
            action: 'DEPOSIT_CONFIRM',
            targetType: 'deposit',
            targetId: row.id.toString(),
          });
        }
        return true;
      }),
    );
  }

  /** PENDING → REJECTED (operator) or FAILED (gateway), once; nothing moves. */
  async function decline(
    depositId: bigint,
    status: 'REJECTED' | 'FAILED',
    operatorId: bigint | null,
    reason: string | null,
  ): Promise<boolean> {
    return database.transaction(async (tx) => {
      const [row] = await tx.query<DepositRow>(
        `update deposits set status = $2, resolved_at = now(), resolved_by = $3, reject_reason = $4
         where id = $1 and status = 'PENDING' returning *`,
        [depositId, status, operatorId, reason],
      );
      if (!row) return false;
      await notifyMember(tx, row.member_id, MessageKind.DEPOSIT_FAILED, {
        depositId: row.id.toString(),
        amount: formatAmount(row.amount),
      });
      if (operatorId !== null) {
        const detail = { reason };
        await writeAudit(tx, {
          operatorId,
          action: 'DEPOSIT_REJECT',
          targetType: 'deposit',
          targetId: row.id.toString(),
          detail,
        });
      }
      return true;
    });
  }

  /** Applies what the gateway says an order became; the same news twice changes nothing the second time. */
  async function applyGatewayOrder(order: PspOrder): Promise<'CREDITED' | 'FAILED' | 'IGNORED'> {
    if (!/^\d{1,18}$/.test(order.merchantOrderId)) return 'IGNORED';
    const [row] = await database.query<DepositRow>(
      'select * from deposits where id = $1 and psp_order_id = $2',
      [order.merchantOrderId, order.orderId],
    );
    if (!row || formatAmount(row.amount) !== order.amount) return 'IGNORED';
    if (order.status === 'PAID') return (await credit(row.id, null, order.orderId)) ? 'CREDITED' : 'IGNORED';
    if (order.status === 'FAILED')
      return (await decline(row.id, 'FAILED', null, 'gateway')) ? 'FAILED' : 'IGNORED';
    return 'IGNORED';
  }

  /** Reconciliation: asks the gateway about online deposits still pending after a few minutes. */
  async function reconcile(olderThanMinutes = 2): Promise<number> {
    const pending = await database.query<{ psp_order_id: string }>(
      `select psp_order_id from deposits where status = 'PENDING' and psp_order_id is not null
       and created_at < now() - make_interval(mins => $1) order by id limit 100`,
      [olderThanMinutes],
    );
    let settled = 0;
    for (const { psp_order_id } of pending) {
      const order = await psp.getOrder(psp_order_id);
      if (order && (await applyGatewayOrder(order)) !== 'IGNORED') settled++;
    }
    return settled;
  }

  async function memberDeposits(memberId: bigint, pageNo: number, pageSize: number) {
    const [rows, all] = await Promise.all([
      database.query<DepositRow & { total: bigint }>(
        `select *, count(*) over () as total from deposits where member_id = $1 order by id desc limit $2 offset $3`,
        [memberId, pageSize, (pageNo - 1) * pageSize],
      ),
      channels(),
    ]);
    return {
      content: rows.map((row) =>
        toDeposit(
          row,
          all.find((channel) => channel.id === row.channel_id),
        ),
      ),
      totalPages: pageCount(rows[0]?.total ?? 0n, pageSize),
    };
  }

  return {
    listChannels,
    create,
    credit,
    reject: (id: bigint, operatorId: bigint, reason: string) => decline(id, 'REJECTED', operatorId, reason),
    applyGatewayOrder,
    reconcile,
    memberDeposits,
  };
}

export type Deposits = ReturnType<typeof createDeposits>;

/** Whether the member has a credited deposit (a first-deposit reward is for members who have none yet). */
export async function hasCreditedDeposit(runner: SqlRunner, memberId: bigint): Promise<boolean> {
  const [row] = await runner.query<{ found: boolean }>(
    `select exists (select 1 from deposits where member_id = $1 and status = 'CREDITED') as found`,
    [memberId],
  );
  return row?.found === true;
}
