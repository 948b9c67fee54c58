import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in sandbox payment gateway's own books. It is a separate service that happens to share the database:
 * the cashier never reads this table, it only talks to the gateway over HTTP.
 */
export const sandboxPspOrders = pgTable('sandbox_psp_orders', {
  id: text('id').primaryKey(),
  merchantOrderId: text('merchant_order_id').notNull().unique(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'CREATED' | 'PAID' | 'FAILED'>().notNull().default('CREATED'),
  callbackUrl: text('callback_url').notNull(),
  returnUrl: text('return_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
  callbackAttempts: integer('callback_attempts').notNull().default(0),
  callbackDeliveredAt: timestamp('callback_delivered_at', { withTimezone: true }),
  nextCallbackAt: timestamp('next_callback_at', { withTimezone: true }),
});
