import { z } from 'zod';
import { GAME_CATEGORIES } from './games';
import { zNumberedPage, zPageQuery } from './paging';
import { zWageringMultiple } from './rewards';
import { zAmount, zClientRequestId } from './wallet';

/**
 * Points and the points mall (member-and-agent-centres spec §2 `/pointMall`, §3 "Points redeem item" and "Points
 * record", §4 redeem statuses, §7, §9: points never expire). Points are whole numbers; money is a two-decimal
 * string. The exchange ratio is how many points make 1.00 of the brand's currency.
 */

export const MALL_ITEM_KINDS = ['CASH', 'BONUS', 'GOODS'] as const;
export type MallItemKind = (typeof MALL_ITEM_KINDS)[number];

export const REDEMPTION_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

export const POINT_RECORD_KINDS = ['EARN', 'REDEEM', 'REFUND'] as const;
export type PointRecordKind = (typeof POINT_RECORD_KINDS)[number];

/** Every `validBetPerPoint` of valid bet settled in the category earns one point. */
export const zPointRule = z.object({ category: z.enum(GAME_CATEGORIES), validBetPerPoint: zAmount });
export type PointRule = z.infer<typeof zPointRule>;

export const zPointsConfig = z.object({
  /** Points that make 1.00 of cash. */
  pointsPerUnit: z.number().int(),
  rules: z.array(zPointRule),
});
export type PointsConfig = z.infer<typeof zPointsConfig>;

/** The member's points, with what earns them and what they are worth. */
export const zPointsSummary = zPointsConfig.extend({ balance: z.number().int(), earned: z.number().int() });
export type PointsSummary = z.infer<typeof zPointsSummary>;

/** The console sets the ratio and the rules at once; a category left out earns no points. Audited. */
export const zSetPointsConfig = z
  .object({
    pointsPerUnit: z.number().int().min(1).max(1_000_000),
    rules: z
      .array(zPointRule)
      .max(GAME_CATEGORIES.length)
      .refine(
        (rules) => new Set(rules.map((rule) => rule.category)).size === rules.length,
        'One rule per category',
      ),
  })
  .strict();
export type SetPointsConfig = z.input<typeof zSetPointsConfig>;

export const zPointRecord = z.object({
  id: z.string(),
  kind: z.enum(POINT_RECORD_KINDS),
  /** The points moved (positive). */
  points: z.number().int(),
  /** The change with its sign. */
  changedPoints: z.number().int(),
  balanceAfter: z.number().int(),
  /** Valid bet counted (earned), or the redemption's amount; null when none. */
  amount: z.string().nullable(),
  /** COMPLETED for earned and returned points; a redemption's own status for redeemed ones. */
  status: z.enum(['COMPLETED', ...REDEMPTION_STATUSES]),
  remark: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type PointRecord = z.infer<typeof zPointRecord>;
export const zPointRecordPage = zNumberedPage(zPointRecord);
export type PointRecordPage = z.infer<typeof zPointRecordPage>;
export const zPointsPageQuery = zPageQuery;

export const zMallItem = z.object({
  id: z.string(),
  kind: z.enum(MALL_ITEM_KINDS),
  name: z.string(),
  description: z.string(),
  /** Points one unit costs. */
  points: z.number().int(),
  /** Cash (at the ratio in force) or bonus one unit pays; null for goods. */
  amount: z.string().nullable(),
  wageringMultiple: z.number(),
  /** Units left; null when unlimited. */
  stock: z.number().int().nullable(),
  visible: z.boolean(),
  sortOrder: z.number().int(),
});
export type MallItem = z.infer<typeof zMallItem>;

const zItemName = z.string().trim().min(2).max(60);

/** An item as the console writes it: a bonus needs its amount, cash and goods none (cash follows the ratio). */
export const zMallItemInput = z
  .object({
    kind: z.enum(MALL_ITEM_KINDS),
    name: zItemName,
    description: z.string().trim().max(300).default(''),
    points: z.number().int().min(1).max(100_000_000),
    amount: zAmount.nullable().default(null),
    wageringMultiple: zWageringMultiple.default(0),
    stock: z.number().int().min(0).max(1_000_000).nullable().default(null),
    visible: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  })
  .strict()
  .refine((item) => (item.kind === 'BONUS') === (item.amount !== null), {
    path: ['amount'],
    message: 'A bonus item has an amount; cash and goods items have none',
  })
  .refine((item) => item.kind !== 'GOODS' || item.stock !== null, {
    path: ['stock'],
    message: 'Goods have a stock',
  });
export type MallItemInput = z.input<typeof zMallItemInput>;

export const zRedeemRequest = z
  .object({
    itemId: z.string().regex(/^[1-9][0-9]{0,18}$/),
    quantity: z.number().int().min(1).max(100),
    paymentPassword: z.string().regex(/^[0-9]{6}$/),
    requestId: zClientRequestId,
  })
  .strict();
export type RedeemRequest = z.input<typeof zRedeemRequest>;

/** A redemption (spec §3 "Points redeem item"). */
export const zRedemption = z.object({
  id: z.string(),
  reference: z.string(),
  appliedAt: z.string(),
  kind: z.enum(MALL_ITEM_KINDS),
  name: z.string(),
  quantity: z.number().int(),
  points: z.number().int(),
  amount: z.string().nullable(),
  status: z.enum(REDEMPTION_STATUSES),
  remark: z.string(),
  decidedAt: z.string().nullable(),
});
export type Redemption = z.infer<typeof zRedemption>;
export const zRedemptionPage = zNumberedPage(zRedemption);
export type RedemptionPage = z.infer<typeof zRedemptionPage>;

/** The console's queue: who redeemed, besides the redemption. */
export const zOpsRedemption = zRedemption.extend({ memberId: z.string(), account: z.string() });
export type OpsRedemption = z.infer<typeof zOpsRedemption>;
export const zOpsRedemptionPage = zNumberedPage(zOpsRedemption);
export type OpsRedemptionPage = z.infer<typeof zOpsRedemptionPage>;
export const zOpsRedemptionsQuery = zPageQuery.extend({ status: z.enum(REDEMPTION_STATUSES).optional() });

export const zApproveRedemption = z.object({ remark: z.string().trim().max(200).default('') }).strict();
export const zRejectRedemption = z.object({ reason: z.string().trim().min(3).max(200) }).strict();
export type RejectRedemption = z.input<typeof zRejectRedemption>;
