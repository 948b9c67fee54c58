import { z } from 'zod';
import { isAmount } from './money';
import { zNumberedPage, zPageQuery } from './paging';
import { zWageringMultiple } from './rewards';

/**
 * Referral (member-and-agent-centres spec §2 `referral`, only with the REFERRAL module; issue 16): a member's invite
 * code and link, the members who registered with it, and a reward paid once per invitee, to the inviter and to the
 * invitee, when the invitee reaches the rule's deposits and valid bets. Amounts are two-decimal strings.
 */

/** A two-decimal amount that may be zero (a threshold or a reward the rule does not use). */
const zAmountOrZero = z
  .string()
  .max(16)
  .refine((value) => isAmount(value) && !value.startsWith('-'), 'A decimal amount with at most two decimals');

/** The rule: what an invitee must reach since registering, and what each side then receives. */
export const zReferralRule = z.object({
  depositThreshold: zAmountOrZero,
  validBetThreshold: zAmountOrZero,
  referrerReward: zAmountOrZero,
  inviteeReward: zAmountOrZero,
  /** Both rewards are bonuses wagered this many times (whole or half times). */
  rewardWagering: zWageringMultiple,
});
export type ReferralRule = z.infer<typeof zReferralRule>;

/** The console writes the rule whole (audited); a rule that pays needs a threshold. */
export const zSetReferralRule = zReferralRule.strict();
export type SetReferralRule = z.input<typeof zSetReferralRule>;

/** REGISTERED: short of the thresholds; QUALIFIED: the reward can be claimed; REWARDED: paid. */
export const REFERRAL_STATES = ['REGISTERED', 'QUALIFIED', 'REWARDED'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

/** An invitee as the inviter sees it: the account masked, the progress since registering. */
export const zReferralInvitee = z.object({
  inviteeId: z.string(),
  account: z.string(),
  registeredAt: z.string(),
  deposits: z.string(),
  validBet: z.string(),
  status: z.enum(REFERRAL_STATES),
  /** What the inviter was paid for this invitee, and when (REWARDED only). */
  referrerReward: z.string().nullable(),
  rewardedAt: z.string().nullable(),
});
export type ReferralInvitee = z.infer<typeof zReferralInvitee>;

export const zReferralInviteePage = zNumberedPage(zReferralInvitee);
export const zReferralQuery = zPageQuery;

/** The member's `referral` page: the code, the link to share, the rule (null until it pays), totals, invitees. */
export const zReferralStatus = z.object({
  code: z.string(),
  link: z.string(),
  rule: zReferralRule.nullable(),
  totals: z.object({
    invitees: z.number().int(),
    qualified: z.number().int(),
    rewarded: z.number().int(),
    /** What the inviter has been paid in all. */
    earned: z.string(),
  }),
  invitees: zReferralInviteePage,
});
export type ReferralStatus = z.infer<typeof zReferralStatus>;

export const zReferralInviteeParams = z
  .object({ inviteeId: z.string().regex(/^[1-9][0-9]{0,17}$/) })
  .strict();

/** A referral as the console lists it. */
export const zOpsReferral = z.object({
  inviteeId: z.string(),
  inviteeAccount: z.string(),
  referrerId: z.string(),
  referrerAccount: z.string(),
  registeredAt: z.string(),
  deposits: z.string(),
  validBet: z.string(),
  status: z.enum(REFERRAL_STATES),
  referrerReward: z.string().nullable(),
  inviteeReward: z.string().nullable(),
  rewardedAt: z.string().nullable(),
});
export type OpsReferral = z.infer<typeof zOpsReferral>;

export const zOpsReferralPage = zNumberedPage(zOpsReferral);
export type OpsReferralPage = z.infer<typeof zOpsReferralPage>;
