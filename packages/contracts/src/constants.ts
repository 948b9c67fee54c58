/** Business constants of the spec (portal-shell §9, member-centres §9). */
export const PAGE_SIZE = {
  categoryLobby: 40,
  hotFavouriteRecentLobby: 15,
  homeSearch: 15,
  searchScreen: 24,
  homeRecent: 20,
  homeFavourites: 999,
  announcements: 9,
  noticePopup: 7,
} as const;

export const HOME_SHOW_MORE = {
  firstGames: 12,
  firstVendors: 6,
  loadMoreGamesAbove: 10,
  loadMoreVendorsAbove: 6,
};
export const HOME_VENDOR_LIMIT = 5;
export const DOMAIN_ROUTE_LIMIT = 5;
export const SPEED_THRESHOLDS_MS = { fast: 80, normal: 150, failed: 9999 } as const;
export const THROTTLE_MS = { favourite: 1000, captcha: 1000, sms: 1000 } as const;
export const JACKPOT_DISPLAY = {
  min: 1_300_000_000,
  max: 2_100_000_000,
  stepMin: 100,
  stepMax: 500,
} as const;
export const WINNER_CAROUSEL = { perView: 5, autoplayMs: 3000, homeLimit: 50, loginAreaLimit: 20 } as const;
export const BANNER_CAROUSEL = { autoplayMs: 5000, transitionMs: 1000 } as const;
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 750 } as const;
export const REMEMBERED_LOGIN_HOURS = 24;
export const MINIMUM_AGE = 18;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CLOCK_REFRESH_MS = 1000;
export const SMS_DEFAULT_EXPIRED_MINUTES = 1;
export const SMS_LOCKOUT_MINUTES = 5;
export const UPLOAD_LIMITS = { maxBytes: 5 * 1024 * 1024, maxFiles: 3, commentMaxLength: 140 } as const;

/** Account type codes of the spec (§6). */
export const AGENT_TYPE_CODES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE_CODE = 4;

export function isAgentType(type: number): boolean {
  return (AGENT_TYPE_CODES as readonly number[]).includes(type);
}
