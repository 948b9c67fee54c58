import { FeatureModule } from '@playhall/contracts/features';
import { GAME_CATEGORIES, type GameCategory } from '@playhall/contracts/games';
import type { GameMenu } from '@playhall/contracts/system';
import type { TableCache } from '../../cache/table-cache';
import type { Db } from '../../db/database';
import * as queries from './queries';

export type VendorDirectory = ReturnType<typeof createVendorDirectory>;

function isGameCategory(code: string): code is GameCategory {
  return (GAME_CATEGORIES as readonly string[]).includes(code);
}

/**
 * The vendors (cached from the vendors table): each one's status, secret and wallet type, and the game menus
 * built from them (the categories that have vendors). The games themselves are in the game catalogue.
 */
export function createVendorDirectory({
  db,
  cache,
  featureFlags,
}: {
  db: Db;
  cache: TableCache;
  featureFlags: () => Promise<Record<string, boolean>>;
}) {
  const menus = cache.cached(
    ['game_categories', 'vendors', 'vendor_categories'],
    async (): Promise<GameMenu[]> => {
      const menusByCategory = new Map<GameCategory, GameMenu>();
      for (const row of await queries.selectCategoryVendors(db)) {
        if (!isGameCategory(row.categoryCode)) continue;
        const menu = menusByCategory.get(row.categoryCode) ?? { gameCategory: row.categoryCode, vendors: [] };
        menu.vendors.push({
          vassalage: row.vendorCode,
          displayName: row.displayName,
          accountTypeName: row.accountTypeName,
          walletType: row.walletType,
          status: row.status,
          logo: `vendor/${row.vendorCode}.webp`,
        });
        menusByCategory.set(row.categoryCode, menu);
      }
      return [...menusByCategory.values()];
    },
  );

  /** Categories with at least one vendor; cockfight only where the brand switched it on. */
  async function getGameMenus(): Promise<GameMenu[]> {
    const [all, flags] = await Promise.all([menus(), featureFlags()]);
    return all.filter((menu) => menu.gameCategory !== 'COCKFIGHT' || flags[FeatureModule.COCKFIGHT] === true);
  }

  const vendorsByCode = cache.cached(['vendors'], async () => {
    const rows = await queries.selectVendors(db);
    return new Map(rows.map((row) => [row.code, row]));
  });

  /** Vendors whose games play on money moved into a wallet of their own (not seamless). */
  async function transferVendors() {
    return [...(await vendorsByCode()).values()]
      .filter((vendor) => vendor.walletType === 'TRANSFER' && vendor.status !== 'DISABLED')
      .map((vendor) => ({ code: vendor.code, displayName: vendor.displayName, status: vendor.status }));
  }

  async function vendorStatuses(): Promise<[string, string][]> {
    return [...(await vendorsByCode()).values()].map((vendor) => [vendor.code, vendor.status]);
  }

  return {
    getGameMenus,
    transferVendors,
    vendorStatuses,
    getVendor: async (code: string) => (await vendorsByCode()).get(code),
  };
}
