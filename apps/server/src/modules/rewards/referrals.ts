import { ErrorCode } from '@playhall/contracts/error-codes';
import { FeatureModule } from '@playhall/contracts/features';
import { formatAmount } from '@playhall/contracts/money';
import { numberedPage } from '@playhall/contracts/paging';
import type {
  OpsReferralPage,
  ReferralInvitee,
  ReferralRule,
  ReferralStatus,
  SetReferralRule,
} from '@playhall/contracts/referrals';
import { writeAudit } from '../../audit/audit-log';
import type { Database, SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { selectValidBetTotals } from '../bets/queries';
import { sqlState, withRetry } from '../ledger/ledger-error';
import { iso, wageringFor } from './activity-view';
import type { Bonuses } from './bonuses';
import {
  insertCode,
  insertReferral,
  lockReferral,
  markRewarded,
  type ReferralRow,
  selectCode,
  selectDepositTotals,
  selectOpenInvitees,
  selectReferrals,
  selectReferrerByCode,
  selectReferrerTotals,
  selectRule,
  setBonusIds,
  upsertRule,
} from './referral-queries';
import {
  newReferralCode,
  type Progress,
  paysSomething,
  referralLink,
  ruleRow,
  stateOf,
  toInvitee,
  toRule,
} from './referral-view';

const CODE_ATTEMPTS = 5;

/** Deposits and valid bets of each invitee (both are the invitee's since registering: it did not exist before). */
async function progressOf(runner: SqlRunner, inviteeIds: readonly bigint[]): Promise<Map<bigint, Progress>> {
  const [deposits, bets] = await Promise.all([
    selectDepositTotals(runner, inviteeIds),
    selectValidBetTotals(runner, inviteeIds),
  ]);
  return new Map(
    inviteeIds.map((id) => [id, { deposits: deposits.get(id) ?? 0n, validBet: bets.get(id) ?? 0n }]),
  );
}

const none: Progress = { deposits: 0n, validBet: 0n };

/**
 * Referral (issue 16, spec §2 `referral`): a member's invite code (made on first use), the invitees who registered
 * with it and their progress, read from what the money paths keep once (credited deposits, the day figures of
 * bets); the inviter claims the reward of a qualified invitee, paid once per invitee as two bonuses (the inviter's
 * and the invitee's) in the claim's transaction, a conditional update deciding between racing claims. Only while
 * the REFERRAL module is on.
 */
export function createReferrals({
  database,
  bonuses,
  featureFlags,
  mainDomain,
  publicUrl,
}: {
  database: Database;
  bonuses: Bonuses;
  featureFlags: () => Promise<Record<string, boolean>>;
  mainDomain: () => Promise<string>;
  publicUrl: string;
}) {
  const isOn = async () => (await featureFlags())[FeatureModule.REFERRAL] === true;
  async function requireOn() {
    if (!(await isOn())) throw new AppError(403, ErrorCode.FEATURE_DISABLED, 'Referral is switched off.');
  }

  /** The member's code, made on the first call; a clash with another member's code draws again. */
  async function codeOf(memberId: bigint): Promise<string> {
    const existing = await selectCode(database, memberId);
    if (existing) return existing;
    for (let attempt = 1; ; attempt++) {
      try {
        return await insertCode(database, memberId, newReferralCode());
      } catch (error) {
        if (sqlState(error) !== '23505' || attempt >= CODE_ATTEMPTS) throw error;
      }
    }
  }

  async function status(
    memberId: bigint,
    query: { pageNo: number; pageSize: number },
  ): Promise<ReferralStatus> {
    await requireOn();
    const code = await codeOf(memberId);
    const [rule, domain, totals, page, open] = await Promise.all([
      selectRule(database),
      mainDomain(),
      selectReferrerTotals(database, memberId),
      selectReferrals(database, memberId, query.pageSize, (query.pageNo - 1) * query.pageSize),
      selectOpenInvitees(database, memberId),
    ]);
    const openIds = open.map((row) => row.invitee_id);
    const progress = await progressOf(database, [
      ...new Set([...openIds, ...page.rows.map((r) => r.invitee_id)]),
    ]);
    const qualified = openIds.filter(
      (id) => stateOf({ rewarded_at: null }, progress.get(id) ?? none, rule) === 'QUALIFIED',
    ).length;
    return {
      code,
      link: referralLink(domain, publicUrl, code),
      rule: paysSomething(rule) ? toRule(rule) : null,
      totals: {
        invitees: totals.invitees,
        qualified,
        rewarded: totals.rewarded,
        earned: formatAmount(totals.earned),
      },
      invitees: numberedPage(
        page.rows.map((row) => toInvitee(row, progress.get(row.invitee_id) ?? none, rule)),
        page.total,
        query,
      ),
    };
  }

  /** How many of the member's invitees qualified and wait for the claim (the menu's badge); 0 while switched off. */
  async function waiting(memberId: bigint): Promise<number> {
    if (!(await isOn())) return 0;
    const [rule, open] = await Promise.all([selectRule(database), selectOpenInvitees(database, memberId)]);
    if (!paysSomething(rule) || open.length === 0) return 0;
    const ids = open.map((row) => row.invitee_id);
    const progress = await progressOf(database, ids);
    return ids.filter((id) => stateOf({ rewarded_at: null }, progress.get(id) ?? none, rule) === 'QUALIFIED')
      .length;
  }

  /** Pays the reward of one qualified invitee of the caller's: once, whatever the number of parallel claims. */
  async function claim(memberId: bigint, inviteeId: bigint): Promise<ReferralInvitee> {
    await requireOn();
    return withRetry(() =>
      database.transaction(async (tx) => {
        const row = await lockReferral(tx, memberId, inviteeId);
        if (!row) throw new AppError(404, ErrorCode.REFERRAL_NOT_FOUND, 'No such invitee of yours.');
        if (row.rewarded_at !== null) {
          throw new AppError(
            409,
            ErrorCode.REFERRAL_ALREADY_REWARDED,
            'This invitee’s reward was paid already.',
          );
        }
        const rule = await selectRule(tx);
        const progress = (await progressOf(tx, [inviteeId])).get(inviteeId) ?? none;
        if (!paysSomething(rule) || stateOf(row, progress, rule) !== 'QUALIFIED') {
          throw new AppError(409, ErrorCode.REFERRAL_NOT_QUALIFIED, 'This invitee has not qualified yet.');
        }
        const marked = await markRewarded(tx, {
          inviteeId,
          referrerReward: rule.referrer_reward,
          inviteeReward: rule.invitee_reward,
        });
        if (!marked) {
          throw new AppError(
            409,
            ErrorCode.REFERRAL_ALREADY_REWARDED,
            'This invitee’s reward was paid already.',
          );
        }
        const multiple = Number(rule.reward_wagering);
        const pay = async (to: bigint, source: string, amount: bigint, title: string) => {
          if (amount <= 0n) return null;
          const { bonus } = await bonuses.grantIn(tx, {
            memberId: to,
            source,
            sourceRef: inviteeId.toString(),
            title,
            amount,
            wageringRequired: wageringFor(amount, multiple),
            contributions: {},
            grantedBy: null,
          });
          return bonus.id;
        };
        const referrerBonus = await pay(
          memberId,
          'REFERRAL:INVITER',
          rule.referrer_reward,
          'Referral reward',
        );
        const inviteeBonus = await pay(
          inviteeId,
          'REFERRAL:INVITEE',
          rule.invitee_reward,
          'Welcome referral bonus',
        );
        await setBonusIds(tx, inviteeId, { referrer: referrerBonus, invitee: inviteeBonus });
        const paid: ReferralRow = {
          ...row,
          rewarded_at: new Date(),
          referrer_reward: rule.referrer_reward,
          invitee_reward: rule.invitee_reward,
        };
        return toInvitee(paid, progress, rule);
      }),
    );
  }

  async function rule(): Promise<ReferralRule | null> {
    const row = await selectRule(database);
    return row ? toRule(row) : null;
  }

  async function setRule(operatorId: bigint, input: SetReferralRule): Promise<ReferralRule> {
    const row = ruleRow(input);
    if (paysSomething(row) && row.deposit_threshold === 0n && row.valid_bet_threshold === 0n) {
      throw new AppError(
        400,
        ErrorCode.REFERRAL_RULE_INVALID,
        'A rule that pays needs a deposit or a valid-bet threshold: otherwise every sign-up would pay.',
      );
    }
    await database.transaction(async (tx) => {
      await upsertRule(tx, row, operatorId);
      await writeAudit(tx, {
        operatorId,
        action: 'REFERRAL_RULE',
        targetType: 'referral_settings',
        targetId: '1',
        detail: { ...toRule(row) },
      });
    });
    return toRule(row);
  }

  /** Every referral, newest first, for the console. */
  async function list(query: { pageNo: number; pageSize: number }): Promise<OpsReferralPage> {
    const [rule, page] = await Promise.all([
      selectRule(database),
      selectReferrals(database, null, query.pageSize, (query.pageNo - 1) * query.pageSize),
    ]);
    const progress = await progressOf(
      database,
      page.rows.map((row) => row.invitee_id),
    );
    return numberedPage(
      page.rows.map((row) => {
        const mine = progress.get(row.invitee_id) ?? none;
        return {
          inviteeId: row.invitee_id.toString(),
          inviteeAccount: row.invitee_account,
          referrerId: row.referrer_id.toString(),
          referrerAccount: row.referrer_account,
          registeredAt: iso(row.created_at),
          deposits: formatAmount(mine.deposits),
          validBet: formatAmount(mine.validBet),
          status: stateOf(row, mine, rule),
          referrerReward: row.referrer_reward === null ? null : formatAmount(row.referrer_reward),
          inviteeReward: row.invitee_reward === null ? null : formatAmount(row.invitee_reward),
          rewardedAt: row.rewarded_at === null ? null : iso(row.rewarded_at),
        };
      }),
      page.total,
      query,
    );
  }

  return { status, waiting, claim, rule, setRule, list };
}

export type Referrals = ReturnType<typeof createReferrals>;

/**
 * Registration's part (`recommenderId`, the invite link's code): while the module is on, the code names the
 * inviter, checked before anything is created, and the referral is written in the new member's transaction.
 */
export function createReferralSignUp({
  database,
  featureFlags,
}: {
  database: Database;
  featureFlags: () => Promise<Record<string, boolean>>;
}) {
  return {
    isOn: async () => (await featureFlags())[FeatureModule.REFERRAL] === true,
    referrerOf: (code: string) => selectReferrerByCode(database, code),
    link: (tx: SqlRunner, inviteeId: bigint, referrerId: bigint) => insertReferral(tx, inviteeId, referrerId),
  };
}

export type ReferralSignUp = ReturnType<typeof createReferralSignUp>;
