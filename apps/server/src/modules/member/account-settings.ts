import { eq } from 'drizzle-orm';
import type { TableCache } from '../../cache/table-cache';
import type { Db } from '../../db/database';
import { type AccountSettings, accountSettings } from '../../db/schema/auth';

export function cachedAccountSettings(db: Db, cache: TableCache): () => Promise<AccountSettings> {
  return cache.cached(['account_settings'], async () => {
    const [row] = await db.select().from(accountSettings).where(eq(accountSettings.id, 1));
    if (!row) throw new Error('account_settings is empty: the database was not seeded');
    return row;
  });
}
