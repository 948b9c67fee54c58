import { eq } from 'drizzle-orm';
import type { TableCache } from '../../cache/table-cache';
import type { Db } from '../../db/database';
import { cashierSettings, depositChannels } from '../../db/schema/cashier';

export type CashierSettings = typeof cashierSettings.$inferSelect;
export type DepositChannel = typeof depositChannels.$inferSelect;

export function cachedCashierSettings(db: Db, cache: TableCache) {
  const settings = cache.cached(['cashier_settings'], async () => {
    const [row] = await db.select().from(cashierSettings).where(eq(cashierSettings.id, 1));
    if (!row) throw new Error('cashier_settings is empty: the database was not seeded');
    return row;
  });
  const channels = cache.cached(['deposit_channels'], () =>
    db.select().from(depositChannels).orderBy(depositChannels.sortOrder, depositChannels.id),
  );
  return { settings, channels };
}
