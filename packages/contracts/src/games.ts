/** Game categories, in the fixed order of the top navigation (portal-shell spec §2). */
export const NAV_CATEGORY_ORDER = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
] as const;

export const GAME_CATEGORIES = [...NAV_CATEGORY_ORDER, 'COCKFIGHT'] as const;

export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** RNG sub-types; BG (bingo) only where the TY language is supported. */
export const RNG_SUB_TYPES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;

/** Categories whose lobby hides the banner and the notice marquee. */
export const CATEGORIES_WITHOUT_BANNER: readonly GameCategory[] = ['ESPORTS', 'ELOTT', 'COCKFIGHT'];

/** Route aliases of the home lobby: `/rng` opens the RNG lobby and so on. */
export const CATEGORY_ROUTE_ALIASES: Record<string, GameCategory> = {
  sports: 'SPORTS',
  esports: 'ESPORTS',
  cockfight: 'COCKFIGHT',
  lott: 'LOTT',
  elott: 'ELOTT',
  live: 'LIVE',
  fish: 'FISH',
  rng: 'RNG',
  pvp: 'PVP',
};

export const WALLET_TYPES = ['SEAMLESS', 'TRANSFER'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

export const VENDOR_STATUSES = ['ACTIVE', 'MAINTENANCE', 'DISABLED'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

/** Vendors whose icons make up the footer's short list (spec §9). */
export const VENDOR_ICON_SHORTLIST = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
