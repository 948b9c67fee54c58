import { randomBytes } from 'node:crypto';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import type {
  ReferralInvitee,
  ReferralRule,
  ReferralState,
  SetReferralRule,
} from '@playhall/contracts/referrals';
import { iso } from './activity-view';
import type { ReferralRow, ReferralRuleRow } from './referral-queries';

/** How a referral reads: its code, its link, its rule and where an invitee stands (pure). */

/** 31 symbols without the look-alikes 0/O, 1/I/L: a code is read aloud and typed from a screenshot. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new invite code: 8 symbols (about 40 random bits); the unique index refuses a clash, and another is drawn. */
export function newReferralCode(): string {
  return Array.from(randomBytes(8), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * The invite link: the registration page with the code, on the brand's main domain, with the scheme the site is
 * served over (as the agent's invitation link is made).
 */
export function referralLink(mainDomain: string, publicUrl: string, code: string): string {
  const origin = /^https?:\/\//i.test(mainDomain)
    ? mainDomain.replace(/\/+$/, '')
    : `${new URL(publicUrl).protocol}//${mainDomain}`;
  return `${origin}/register?recommenderId=${encodeURIComponent(code)}`;
}

/** "player01" → "pl****01": an inviter sees who registered without learning the whole account name. */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  const keep = chars.length <= 6 ? 1 : 2;
  return `${chars.slice(0, keep).join('')}****${chars.slice(-keep).join('')}`;
}

/** A rule pays when either side receives something; a rule that pays nothing offers nothing to claim. */
export function paysSomething(rule: ReferralRuleRow | undefined): rule is ReferralRuleRow {
  return rule !== undefined && (rule.referrer_reward > 0n || rule.invitee_reward > 0n);
}

export type Progress = { deposits: bigint; validBet: bigint };

export function stateOf(
  row: Pick<ReferralRow, 'rewarded_at'>,
  progress: Progress,
  rule: ReferralRuleRow | undefined,
): ReferralState {
  if (row.rewarded_at !== null) return 'REWARDED';
  if (
    paysSomething(rule) &&
    progress.deposits >= rule.deposit_threshold &&
    progress.validBet >= rule.valid_bet_threshold
  ) {
    return 'QUALIFIED';
  }
  return 'REGISTERED';
}

export function toRule(row: ReferralRuleRow): ReferralRule {
  return {
    depositThreshold: formatAmount(row.deposit_threshold),
    validBetThreshold: formatAmount(row.valid_bet_threshold),
    referrerReward: formatAmount(row.referrer_reward),
    inviteeReward: formatAmount(row.invitee_reward),
    rewardWagering: Number(row.reward_wagering),
  };
}

export function ruleRow(input: SetReferralRule): ReferralRuleRow {
  return {
    deposit_threshold: parseAmount(input.depositThreshold),
    valid_bet_threshold: parseAmount(input.validBetThreshold),
    referrer_reward: parseAmount(input.referrerReward),
    invitee_reward: parseAmount(input.inviteeReward),
    reward_wagering: String(input.rewardWagering),
  };
}

export function toInvitee(
  row: ReferralRow,
  progress: Progress,
  rule: ReferralRuleRow | undefined,
): ReferralInvitee {
  return {
    inviteeId: row.invitee_id.toString(),
    account: maskAccount(row.invitee_account),
    registeredAt: iso(row.created_at),
    deposits: formatAmount(progress.deposits),
    validBet: formatAmount(progress.validBet),
    status: stateOf(row, progress, rule),
    referrerReward: row.referrer_reward === null ? null : formatAmount(row.referrer_reward),
    rewardedAt: row.rewarded_at === null ? null : iso(row.rewarded_at),
  };
}
