import type { Database } from '../db/database';
import { hashPassword } from '../security/passwords';

/** The operators' first password; both must change it at first login (README lists them as demo accounts). */
export const DEMO_OPERATOR_PASSWORD = 'Operator2026';

const BANK_DETAILS = {
  bankName: 'Demo Bank',
  accountNumber: '6222 0200 1234 5678',
  accountName: 'Playhall Demo Ltd',
};

/**
 * The cashier of the demo brand: its policy, a bank-transfer channel and the sandbox online gateway, and two
 * operators (two, so that large withdrawals can be reviewed by one and approved by the other).
 */
export async function seedDemoCashier(database: Database): Promise<boolean> {
  if ((await database.query('select 1 from cashier_settings where id = 1')).length > 0) return false;
  const hash = await hashPassword(DEMO_OPERATOR_PASSWORD);
  return database.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7401004)');
    // Another node may have seeded while this one waited for the lock.
    const inserted = await tx.query(
      `insert into cashier_settings (turnover_multiple_percent, min_withdrawal, max_withdrawal, daily_withdrawal_count,
         daily_withdrawal_amount, second_approval_above, auto_confirm_minutes)
       values (100, 10000, 5000000, 5, 10000000, 1000000, 60)
       on conflict (id) do nothing returning id`,
    );
    if (inserted.length === 0) return false;
    await tx.query(
      `insert into deposit_channels (code, kind, name, min_amount, max_amount, sort_order, details) values
       ('BANK_TRANSFER', 'BANK_TRANSFER', 'Bank transfer', 10000, 5000000, 0, $1::jsonb),
       ('SANDBOX_PAY', 'ONLINE', 'Sandbox Pay', 1000, 2000000, 1, '{}'::jsonb)`,
      [JSON.stringify(BANK_DETAILS)],
    );
    await tx.query(
      `insert into operators (username, password_hash, role, must_change_password) values
       ('operator', $1, 'ADMIN', true), ('reviewer', $1, 'OPERATOR', true)
       on conflict (username) do nothing`,
      [hash],
    );
    return true;
  });
}
