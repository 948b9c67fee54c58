import { z } from 'zod';
import { GAME_CATEGORIES } from './games';
import { LANGUAGE_CODES } from './languages';
import { zPage } from './paging';

/** A game tile (portal-shell spec §3 "Game (tile)"). Image paths are relative to an image CDN. */
export const zGameTile = z.object({
  nodeId: z.number().int(),
  gameType: z.enum(GAME_CATEGORIES),
  vassalage: z.string(),
  iconUrl: z.string(),
  showIcon: z.string(),
  lagerIcon: z.string(),
  gameName: z.string(),
  nodeName: z.string(),
  displayName: z.string(),
  gameId: z.string(),
  gameCode: z.string(),
  gameClassify: z.string().nullable(),
  isGame: z.enum(['GAME', 'VASSALAGE']),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.union([z.literal(0), z.literal(1)]),
  supportPlay: z.union([z.literal(0), z.literal(1)]).describe('0 = a free trial is offered'),
  freeplay: z.union([z.literal(0), z.literal(1)]).describe('1 = a free trial is offered'),
});
export type GameTile = z.infer<typeof zGameTile>;

export const GAME_CLASSIFY_FILTERS = [
  'ALL',
  'HOT',
  'NEW',
  'SLOT',
  'SC',
  'VP',
  'JP',
  'TG',
  'AC',
  'BG',
] as const;

const zFlag = z.enum(['0', '1']);

export const zGamesQuery = z
  .object({
    clientType: z.coerce.number().int().optional(),
    platform: z.string().max(32).optional(),
    merchant: z.string().max(32).optional(),
    gameType: z.enum(GAME_CATEGORIES).optional(),
    isNew: zFlag.optional(),
    vassalage: z.string().max(32).optional(),
    gameClassify: z.enum(GAME_CLASSIFY_FILTERS).default('ALL'),
    gameName: z.string().max(60).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(40),
    language: z.enum(LANGUAGE_CODES).optional(),
  })
  .strict();

export const zGamesPage = z.object({
  games: z.array(zGameTile),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type GamesPage = z.infer<typeof zGamesPage>;

export const zHotGamesQuery = z
  .object({
    merchantCode: z.string().max(32).optional(),
    isPlatform: z.string().max(8).optional(),
    gameType: z.enum(GAME_CATEGORIES).optional(),
    vassalage: z.string().max(32).optional(),
    platform: z.string().max(32).optional(),
    language: z.enum(LANGUAGE_CODES).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(15),
  })
  .strict();

export const zFavouriteBody = z.object({ nodeId: z.number().int().positive() }).strict();
export const zFavouriteIds = z.array(z.number().int());
export const zFavouriteParams = z.object({ nodeId: z.coerce.number().int().positive() });
/** Adding or removing a favourite answers with the game it was about (both are idempotent). */
export const zFavouriteAnswer = z.object({ nodeId: z.number().int() });

export const zPagedGamesQuery = z
  .object({
    gameType: z.enum(GAME_CATEGORIES).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(999).default(15),
    language: z.enum(LANGUAGE_CODES).optional(),
  })
  .strict();

/** A page of my favourite or recent games; `list` repeats `content` and `pageNum` is the page asked for. */
export const zPlayerGamesPage = zPage(zGameTile).extend({
  list: z.array(zGameTile),
  pageNum: z.number().int(),
});
export type PlayerGamesPage = z.infer<typeof zPlayerGamesPage>;

export const zVendorLanesQuery = z
  .object({ platform: z.string().max(32).optional(), language: z.string().max(8).optional() })
  .strict();

export const zVendorLane = z.object({
  gameCategory: z.enum(GAME_CATEGORIES),
  vendors: z.array(
    z.object({
      vassalage: z.string(),
      displayName: z.string(),
      accountTypeName: z.string(),
      logo: z.string(),
      status: z.string(),
      games: z.number().int(),
      vendorTile: zGameTile.nullable(),
    }),
  ),
});

export type VendorLane = z.infer<typeof zVendorLane>;
export type LaneVendor = VendorLane['vendors'][number];

export const zWinnersQuery = z
  .object({
    gameCategory: z.enum(['ALL', ...GAME_CATEGORIES]).default('ALL'),
    language: z.enum(LANGUAGE_CODES).optional(),
    limitNum: z.coerce.number().int().min(1).max(50).default(50),
  })
  .strict();

export const zWinner = z.object({
  customerName: z.string(),
  winAmount: z.string(),
  gameName: z.string(),
  iconUrl: z.string(),
  gameId: z.string(),
  vo: z.object({ gameType: z.string(), vassalage: z.string(), nodeId: z.number().int(), wonAt: z.string() }),
});

export type Winner = z.infer<typeof zWinner>;

/** The progressive jackpot pool, null while there is none. */
export const zJackpot = z.object({ pool: z.string().nullable() });
export type Jackpot = z.infer<typeof zJackpot>;

export const zLaunchQuery = z
  .object({
    gameCode: z.string().min(1).max(64),
    vassalage: z.string().max(32).optional(),
    demo: z.enum(['0', '1']).default('0'),
    language: z.enum(LANGUAGE_CODES).optional(),
    platform: z.string().max(32).optional(),
  })
  .strict();

export const zLotteryLaunchQuery = z
  .object({
    lottoArea: z.enum(['VN', 'SEA', 'CN']).default('VN'),
    launchMode: z.enum(['LOTT', 'ELOTT']).default('LOTT'),
    prizeMode: z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA']).default('LOTT'),
    gameCode: z.string().min(1).max(64),
    device: z.enum(['PC', 'MOBILE']).default('PC'),
    backUrl: z.string().max(300).optional(),
    language: z.enum(LANGUAGE_CODES).optional(),
  })
  .strict();
export type LotteryLaunchQuery = z.input<typeof zLotteryLaunchQuery>;

/** A launch: the vendor's address, and the game's name in the visitor's language (the page's title). */
export const zLaunch = z.object({ url: z.string(), gameName: z.string() });
export type Launch = z.infer<typeof zLaunch>;

export const zVnLotteryMenu = z.array(
  z.object({ region: z.enum(['NORTH', 'CENTRAL', 'SOUTH']), games: z.array(zGameTile) }),
);
export type VnRegion = z.infer<typeof zVnLotteryMenu>[number];
