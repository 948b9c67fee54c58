import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { gameCategories, vendorCategories, vendors } from '../../db/schema/catalogue';

/** Every (category, vendor) pair that a visitor may see, in menu order. */
export function selectCategoryVendors(db: Db) {
  return db
    .select({
      categoryCode: gameCategories.code,
      vendorCode: vendors.code,
      displayName: vendors.displayName,
      accountTypeName: vendors.accountTypeName,
      walletType: vendors.walletType,
      status: vendors.status,
    })
    .from(vendorCategories)
    .innerJoin(gameCategories, eq(gameCategories.code, vendorCategories.categoryCode))
    .innerJoin(vendors, eq(vendors.code, vendorCategories.vendorCode))
    .where(and(eq(gameCategories.enabled, true), ne(vendors.status, 'DISABLED')))
    .orderBy(asc(gameCategories.sortOrder), asc(vendorCategories.sortOrder), asc(vendors.sortOrder));
}

export function selectVendors(db: Db) {
  return db.select().from(vendors).orderBy(asc(vendors.sortOrder));
}
