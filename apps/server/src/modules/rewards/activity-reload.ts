import { parseAmount } from '@playhall/contracts/money';
import type { ActivityState, MemberActivity } from '@playhall/contracts/rewards';
import type { SqlRunner } from '../../db/database';
import { activityNotAvailable } from './activity-errors';
import { type ActivityRow, type EntryRow, insertEntry, selectBrandDays } from './activity-queries';
import type { RewardBatch } from './queries';

/**
 * The reload bonus (issue 16): a percentage of a credited deposit that is not the member's first, up to a cap,
 * from a minimum deposit, once per brand day (the entry's period is the deposit's day). The rewards consumer
 * qualifies the day's entry (a joined one when the activity asks to join first), the member claims it
 * (CLAIMABLE → CLAIMED, a conditional update: of parallel claims one pays) as a bonus with the rules' wagering.
 */
export type ReloadRules = {
  percent: number;
  maxBonus: string;
  minDeposit: string;
  wageringMultiple: number;
  joinRequired: boolean;
};

/** What a deposit earns under these rules (nothing below the minimum). */
export function reloadReward(rules: ReloadRules, deposit: bigint): bigint {
  if (deposit < parseAmount(rules.minDeposit)) return 0n;
  const earned = (deposit * BigInt(rules.percent)) / 100n;
  const cap = parseAmount(rules.maxBonus);
  return earned < cap ? earned : cap;
}

/**
 * Where the member stands today (pure): a qualified entry of yesterday or today is claimable, oldest first (a
 * deposit late in the day is not lost at midnight), today's claimed entry is done, otherwise today waits for a deposit.
 */
export function reloadState(
  rules: ReloadRules,
  entries: { today?: EntryRow; yesterday?: EntryRow },
  dates: { ended: boolean; comingSoon: boolean },
): { state: ActivityState; amount: bigint | null } {
  const claimable = [entries.yesterday, entries.today].find((entry) => entry?.state === 'CLAIMABLE');
  if (claimable) return { state: 'CLAIM', amount: claimable.amount };
  if (entries.today?.state === 'CLAIMED') return { state: 'CLAIMED', amount: entries.today.amount };
  if (dates.ended) return { state: 'CLOSED', amount: null };
  if (dates.comingSoon) return { state: 'COMING_SOON', amount: null };
  if (entries.today?.state === 'JOINED' || !rules.joinRequired) return { state: 'JOINED', amount: null };
  return { state: 'JOIN', amount: null };
}

/** The rewards consumer's part: a member's later deposits qualify the day's entry of every live reload. */
export async function applyReloadDeposits(
  tx: SqlRunner,
  batch: RewardBatch,
  timeZone: string,
): Promise<void> {
  const reloads = batch.events.filter((event) => event.kind === 'DEPOSIT' && !event.first_deposit);
  if (reloads.length === 0) return;
  const live = await tx.query<ActivityRow>(
    `select id, kind, title, description, promotion_type, rules, starts_at, ends_at, status, sort_order
     from activities where kind = 'RELOAD' and status = 'LIVE'`,
  );
  if (live.length === 0) return;
  for (const event of reloads) {
    const at = new Date(event.occurred_at).getTime();
    const [day] = await tx.query<{ day: string }>(
      `select ($1::timestamptz at time zone $2)::date::text as day`,
      [new Date(event.occurred_at).toISOString(), timeZone],
    );
    const period = day?.day ?? '';
    for (const activity of live) {
      if (new Date(activity.starts_at).getTime() > at) continue;
      if (activity.ends_at !== null && new Date(activity.ends_at).getTime() <= at) continue;
      const rules = activity.rules as ReloadRules;
      const amount = reloadReward(rules, event.amount);
      if (amount <= 0n) continue;
      if (rules.joinRequired) {
        await tx.query(
          `update activity_entries set state = 'CLAIMABLE', amount = $4, qualified_by = $5, updated_at = now()
           where activity_id = $1 and member_id = $2 and period = $3 and state = 'JOINED'`,
          [activity.id, event.member_id, period, amount, event.reference],
        );
        continue;
      }
      await insertEntry(tx, {
        activityId: activity.id,
        memberId: event.member_id,
        period,
        state: 'CLAIMABLE',
        amount,
        streak: null,
        qualifiedBy: event.reference,
      });
    }
  }
}

/** Joins today's reload (once; joining twice answers the joined state). A lucky wheel is spun, not joined. */
export async function joinDaily(
  tx: SqlRunner,
  memberId: bigint,
  activity: ActivityRow,
  view: MemberActivity,
  timeZone: string,
): Promise<void> {
  if (activity.kind !== 'RELOAD') throw activityNotAvailable();
  if (view.state === 'JOINED') return;
  if (view.state !== 'JOIN') throw activityNotAvailable();
  const { today } = await selectBrandDays(tx, timeZone);
  await insertEntry(tx, {
    activityId: activity.id,
    memberId,
    period: today,
    state: 'JOINED',
    amount: null,
    streak: null,
    qualifiedBy: null,
  });
}

/** CLAIMABLE → CLAIMED for the member's qualified reload of today or yesterday, once: parallel claims get one row. */
export async function takeReloadClaim(
  tx: SqlRunner,
  activityId: bigint,
  memberId: bigint,
  timeZone: string,
): Promise<EntryRow | undefined> {
  const { today, yesterday } = await selectBrandDays(tx, timeZone);
  const [row] = await tx.query<EntryRow>(
    `update activity_entries set state = 'CLAIMED', updated_at = now()
     where id = (select id from activity_entries
                 where activity_id = $1 and member_id = $2 and period in ($3, $4) and state = 'CLAIMABLE'
                 order by period limit 1 for update)
       and state = 'CLAIMABLE'
     returning id, activity_id, member_id, period, state, amount, streak, bonus_id`,
    [activityId, memberId, today, yesterday],
  );
  return row;
}
