import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, members } from './members';

/** The brand's cashier policy; one row, edited by operators. Amounts in minor units. */
export const cashierSettings = pgTable(
  'cashier_settings',
  {
    id: smallint('id').primaryKey().default(1),
    turnoverMultiplePercent: integer('turnover_multiple_percent').notNull().default(100),
    minWithdrawal: bigint('min_withdrawal', { mode: 'bigint' }).notNull(),
    maxWithdrawal: bigint('max_withdrawal', { mode: 'bigint' }).notNull(),
    dailyWithdrawalCount: integer('daily_withdrawal_count').notNull(),
    dailyWithdrawalAmount: bigint('daily_withdrawal_amount', { mode: 'bigint' }).notNull(),
    secondApprovalAbove: bigint('second_approval_above', { mode: 'bigint' }).notNull(),
    autoConfirmMinutes: integer('auto_confirm_minutes').notNull().default(60),
    /** One manual adjustment above this (either sign) waits for a second operator. */
    adjustmentSecondApprovalAbove: bigint('adjustment_second_approval_above', { mode: 'bigint' })
      .notNull()
      .default(sql`1000000`),
    /** One operator's single-handed adjustments of the last 24 hours together may not pass this. */
    adjustmentDailySoloLimit: bigint('adjustment_daily_solo_limit', { mode: 'bigint' })
      .notNull()
      .default(sql`5000000`),
  },
  (table) => [check('cashier_settings_single_row', sql`${table.id} = 1`)],
);

export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind').$type<'BANK_TRANSFER' | 'ONLINE'>().notNull(),
    name: text('name').notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Bank transfer: the account members pay into. Online: nothing secret (keys stay in the environment). */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
  },
  (table) => [
    check('deposit_channels_kind', sql`${table.kind} in ('BANK_TRANSFER', 'ONLINE')`),
    check('deposit_channels_range', sql`${table.minAmount} > 0 and ${table.maxAmount} >= ${table.minAmount}`),
  ],
);

export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    channelId: bigint('channel_id', { mode: 'bigint' })
      .notNull()
      .references(() => depositChannels.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status')
      .$type<'PENDING' | 'CREDITED' | 'REJECTED' | 'FAILED'>()
      .notNull()
      .default('PENDING'),
    clientRequestId: text('client_request_id').notNull(),
    payerReference: text('payer_reference'),
    pspOrderId: text('psp_order_id').unique(),
    pspTransactionId: text('psp_transaction_id'),
    firstDeposit: boolean('first_deposit'),
    rejectReason: text('reject_reason'),
    resolvedBy: bigint('resolved_by', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('deposits_client_request').on(table.memberId, table.clientRequestId),
    index('deposits_pending').on(table.createdAt).where(sql`${table.status} = 'PENDING'`),
    index('deposits_member').on(table.memberId, table.createdAt),
    check('deposits_amount', sql`${table.amount} > 0`),
    check('deposits_status', sql`${table.status} in ('PENDING', 'CREDITED', 'REJECTED', 'FAILED')`),
  ],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bank_accounts_member_number')
      .on(table.memberId, table.accountNumber)
      .where(sql`${table.active}`),
  ],
);

export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'REVIEWED',
  'APPROVED',
  'REJECTED',
  'DISBURSED',
  'COMPLETED',
  'DISPUTED',
  'REFUNDED',
] as const;

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    bankAccountId: bigint('bank_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => bankAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<(typeof WITHDRAWAL_STATUSES)[number]>().notNull().default('PENDING'),
    clientRequestId: text('client_request_id').notNull(),
    reviewedBy: bigint('reviewed_by', { mode: 'bigint' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    approvedBy: bigint('approved_by', { mode: 'bigint' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedBy: bigint('rejected_by', { mode: 'bigint' }),
    rejectReason: text('reject_reason'),
    disbursedBy: bigint('disbursed_by', { mode: 'bigint' }),
    disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
    confirmDueAt: timestamp('confirm_due_at', { withTimezone: true }),
    receivedAmount: bigint('received_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    confirmation: text('confirmation').$type<
      'RECEIVED' | 'FULL_PAYMENT' | 'NOT_RECEIVED' | 'AUTO_RECEIVED'
    >(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('withdrawals_client_request').on(table.memberId, table.clientRequestId),
    index('withdrawals_member').on(table.memberId, table.createdAt),
    index('withdrawals_due').on(table.confirmDueAt).where(sql`${table.status} = 'DISBURSED'`),
    check('withdrawals_amount', sql`${table.amount} > 0`),
    check(
      'withdrawals_received',
      sql`${table.receivedAmount} >= 0 and ${table.receivedAmount} <= ${table.amount}`,
    ),
    check(
      'withdrawals_status',
      sql`${table.status} in ('PENDING', 'REVIEWED', 'APPROVED', 'REJECTED', 'DISBURSED', 'COMPLETED', 'DISPUTED', 'REFUNDED')`,
    ),
  ],
);

/** Receipt proofs uploaded with "not received": re-encoded images under random names (U3). */
export const withdrawalProofs = pgTable('withdrawal_proofs', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  withdrawalId: bigint('withdrawal_id', { mode: 'bigint' })
    .notNull()
    .references(() => withdrawals.id),
  fileName: text('file_name').notNull().unique(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  /** Kept in the database so that every node serves it; at most 3 × 5 MB per withdrawal. */
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Platform messages to a member (deposit credited, withdrawal approved...). */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Deleted by the member: kept for support, never listed or counted again. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('member_messages_member').on(table.memberId, table.createdAt)],
);
