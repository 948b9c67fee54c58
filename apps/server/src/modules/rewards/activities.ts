import { randomInt } from 'node:crypto';
import { parseAmount } from '@playhall/contracts/money';
import type { ActivityActionResult, MemberActivity } from '@playhall/contracts/rewards';
import type { Brand } from '@playhall/contracts/system';
import type { Database, SqlRunner } from '../../db/database';
import { selectDayNetLoss, selectDayValidBet } from '../bets/queries';
import { withRetry } from '../ledger/ledger-error';
import { activityNotAvailable, activityNotFound, rewardAlreadyClaimed } from './activity-errors';
import {
  type ActivityRow,
  type EntryRow,
  insertEntry,
  lockActivity,
  qualifyJoined,
  selectActivity,
  selectBrandDays,
  selectFirstDepositActivities,
  selectMemberEntries,
  selectShownActivities,
  selectTaken,
  setEntryBonus,
  takeClaim,
} from './activity-queries';
import { applyReloadDeposits, joinDaily, takeReloadClaim } from './activity-reload';
import {
  type DailySignInRules,
  envelopeShare,
  type FirstDepositRules,
  firstDepositReward,
  type MemberContext,
  type RedEnvelopeRules,
  signInReward,
  time,
  viewOf,
  wageringFor,
} from './activity-view';
import type { Bonuses } from './bonuses';
import type { RewardBatch } from './queries';

/** A bonus an action paid, or none. */
type Paid = Parameters<Bonuses['view']>[0] | null;

/**
 * The reward centre's activities (member-and-agent-centres spec §2, §4; decision 0039): a first-deposit bonus
 * (join, deposit, claim) and a daily sign-in with a streak. Every payment is a bonus with its wagering, once per
 * entry: the entry's unique key (activity, member, period) and the conditional claim decide any race (C8).
 */
export function createActivities({
  database,
  brand,
  bonuses,
  hasCreditedDeposit,
}: {
  database: Database;
  brand: () => Promise<Brand>;
  bonuses: Bonuses;
  hasCreditedDeposit: (runner: SqlRunner, memberId: bigint) => Promise<boolean>;
}) {
  /** The member's side of these activities (and, for red envelopes among them, what members took). */
  async function context(
    runner: SqlRunner,
    zone: string,
    memberId: bigint,
    activities: ActivityRow[],
  ): Promise<MemberContext> {
    const days = await selectBrandDays(runner, zone);
    const envelopes = activities.filter((activity) => activity.kind === 'RED_ENVELOPE').map((row) => row.id);
    const hasCashBack = activities.some((activity) => activity.kind === 'CASH_BACK');
    const hasWheel = activities.some((activity) => activity.kind === 'LUCKY_WHEEL');
    const [entries, hasDeposited, taken, yesterdayLoss, validBetToday] = await Promise.all([
      selectMemberEntries(runner, memberId, days),
      hasCreditedDeposit(runner, memberId),
      selectTaken(runner, envelopes),
      hasCashBack ? selectDayNetLoss(runner, memberId, days.yesterday) : Promise.resolve(0n),
      hasWheel ? selectDayValidBet(runner, memberId, days.today) : Promise.resolve(0n),
    ]);
    return { entries, days, hasDeposited, now: Date.now(), taken, yesterdayLoss, validBetToday };
  }

  async function list(memberId: bigint): Promise<MemberActivity[]> {
    const zone = (await brand()).timeZone;
    const rows = await selectShownActivities(database);
    const mine = await context(database, zone, memberId, rows);
    // A closed activity (ended, or not for this member) is listed only to members who took part in it.
    const tookPart = new Set(mine.entries.map((entry) => entry.activity_id));
    return rows
      .map((row) => ({ row, view: viewOf(row, mine) }))
      .filter(({ row, view }) => view.state !== 'CLOSED' || tookPart.has(row.id))
      .map(({ view }) => view);
  }

  async function current(runner: SqlRunner, zone: string, memberId: bigint, id: string) {
    const activity = await selectActivity(runner, id);
    if (!activity) throw activityNotFound();
    return { activity, view: viewOf(activity, await context(runner, zone, memberId, [activity])) };
  }

  /** What an action answers: the activity as the member now sees it, and the bonus it paid (if any). */
  async function outcome(tx: SqlRunner, zone: string, memberId: bigint, id: string, bonus: Paid = null) {
    return { activity: (await current(tx, zone, memberId, id)).view, bonus: bonus && bonuses.view(bonus) };
  }

  /** Pays an entry's reward as a bonus with the activity's wagering, and links the two. */
  async function pay(tx: SqlRunner, activity: ActivityRow, entry: EntryRow) {
    const rules = activity.rules as { wageringMultiple: number };
    const amount = entry.amount ?? 0n;
    if (amount <= 0n) return null;
    const { bonus } = await bonuses.grantIn(tx, {
      memberId: entry.member_id,
      source: `ACTIVITY:${activity.kind}`,
      sourceRef: `${activity.id}:${entry.member_id}:${entry.period}`,
      title: activity.title,
      amount,
      wageringRequired: wageringFor(amount, rules.wageringMultiple),
      contributions: {},
      grantedBy: null,
    });
    await setEntryBonus(tx, entry.id, bonus.id);
    return bonus;
  }

  /**
   * Grabs a red envelope: the activity's row is locked, so grabs of one pool queue and each sees what the ones
   * before it took; a member grabs once (the entry's unique key), and the last envelope takes what is left.
   */
  async function grab(tx: SqlRunner, zone: string, memberId: bigint, activity: ActivityRow) {
    const { view } = await current(tx, zone, memberId, activity.id.toString());
    if (view.state === 'CLAIMED') throw rewardAlreadyClaimed();
    if (view.state !== 'JOIN') throw activityNotAvailable();
    const rules = activity.rules as RedEnvelopeRules;
    const taken = (await selectTaken(tx, [activity.id])).get(activity.id.toString()) ?? {
      count: 0,
      paid: 0n,
    };
    const amount = envelopeShare(
      { pool: parseAmount(rules.pool) - taken.paid, envelopes: rules.envelopes - taken.count },
      parseAmount(rules.minShare),
      randomInt,
    );
    const entry = await insertEntry(tx, {
      activityId: activity.id,
      memberId,
      period: '',
      state: 'CLAIMED',
      amount,
      streak: null,
      qualifiedBy: null,
    });
    if (!entry) throw rewardAlreadyClaimed();
    const bonus = await pay(tx, activity, entry);
    return outcome(tx, zone, memberId, activity.id.toString(), bonus);
  }

  /** Join (first deposit), today's sign-in (daily) or a grab (red envelope): once, whoever races. */
  async function join(memberId: bigint, id: string): Promise<ActivityActionResult> {
    // Read before the transaction: a cached read missing inside it would wait for the connection it holds.
    const zone = (await brand()).timeZone;
    return withRetry(() =>
      database.transaction(async (tx) => {
        const locked = await lockActivity(tx, id);
        if (!locked) throw activityNotFound();
        if (locked.kind === 'RED_ENVELOPE') return grab(tx, zone, memberId, locked);
        const { activity, view } = await current(tx, zone, memberId, id);
        if (activity.kind === 'DAILY_SIGN_IN') {
          if (view.state === 'SIGNED') throw rewardAlreadyClaimed();
          if (view.state !== 'JOIN') throw activityNotAvailable();
          const mine = await context(tx, zone, memberId, [activity]);
          const yesterday = mine.entries.find(
            (entry) => entry.activity_id === activity.id && entry.period === mine.days.yesterday,
          );
          const reward = signInReward(activity.rules as DailySignInRules, yesterday?.streak ?? null);
          const entry = await insertEntry(tx, {
            activityId: activity.id,
            memberId,
            period: mine.days.today,
            state: 'SIGNED',
            amount: reward.amount,
            streak: reward.streak,
            qualifiedBy: null,
          });
          if (!entry) throw rewardAlreadyClaimed();
          const bonus = await pay(tx, activity, entry);
          return outcome(tx, zone, memberId, id, bonus);
        }
        if (activity.kind === 'RELOAD' || activity.kind === 'LUCKY_WHEEL') {
          await joinDaily(tx, memberId, activity, view, zone);
          return outcome(tx, zone, memberId, id);
        }
        if (view.state === 'JOINED') return { activity: view, bonus: null };
        if (view.state !== 'JOIN') throw activityNotAvailable();
        await insertEntry(tx, {
          activityId: activity.id,
          memberId,
          period: '',
          state: 'JOINED',
          amount: null,
          streak: null,
          qualifiedBy: null,
        });
        return outcome(tx, zone, memberId, id);
      }),
    );
  }

  /**
   * Claims yesterday's cash back: the entry of yesterday's period is the claim (its unique key makes it once, whoever
   * races), paid as a bonus with the activity's wagering.
   */
  async function claimCashBack(tx: SqlRunner, zone: string, memberId: bigint, activity: ActivityRow) {
    const { view } = await current(tx, zone, memberId, activity.id.toString());
    if (view.state === 'CLAIMED') throw rewardAlreadyClaimed();
    if (view.state !== 'CLAIM' || view.amount === null) throw activityNotAvailable();
    const mine = await context(tx, zone, memberId, [activity]);
    const entry = await insertEntry(tx, {
      activityId: activity.id,
      memberId,
      period: mine.days.yesterday,
      state: 'CLAIMED',
      amount: parseAmount(view.amount),
      streak: null,
      qualifiedBy: `loss:${mine.days.yesterday}`,
    });
    if (!entry) throw rewardAlreadyClaimed();
    const bonus = await pay(tx, activity, entry);
    return outcome(tx, zone, memberId, activity.id.toString(), bonus);
  }

  /** Claims what a qualified entry pays: CLAIMABLE → CLAIMED and the bonus, once. */
  async function claim(memberId: bigint, id: string): Promise<ActivityActionResult> {
    const zone = (await brand()).timeZone;
    return withRetry(() =>
      database.transaction(async (tx) => {
        const activity = await selectActivity(tx, id);
        if (!activity) throw activityNotFound();
        if (activity.kind === 'CASH_BACK') return claimCashBack(tx, zone, memberId, activity);
        const entry =
          activity.kind === 'RELOAD'
            ? await takeReloadClaim(tx, activity.id, memberId, zone)
            : await takeClaim(tx, activity.id, memberId);
        if (!entry) {
          const { view } = await current(tx, zone, memberId, id);
          throw view.state === 'CLAIMED' ? rewardAlreadyClaimed() : activityNotAvailable();
        }
        const bonus = await pay(tx, activity, entry);
        return outcome(tx, zone, memberId, id, bonus);
      }),
    );
  }

  /** The rewards consumer's part: a member's first deposit qualifies it for the live first-deposit activities. */
  async function applyDeposits(tx: SqlRunner, batch: RewardBatch, timeZone: string): Promise<void> {
    await applyReloadDeposits(tx, batch, timeZone);
    const firsts = batch.events.filter((event) => event.kind === 'DEPOSIT' && event.first_deposit);
    if (firsts.length === 0) return;
    const live = await selectFirstDepositActivities(tx);
    for (const event of firsts) {
      const at = time(event.occurred_at);
      for (const activity of live) {
        if (time(activity.starts_at) > at || (activity.ends_at !== null && time(activity.ends_at) <= at))
          continue;
        const rules = activity.rules as FirstDepositRules;
        const amount = firstDepositReward(rules, event.amount);
        if (amount <= 0n) continue;
        if (rules.joinRequired) {
          await qualifyJoined(tx, activity.id, event.member_id, amount, event.reference);
        } else {
          await insertEntry(tx, {
            activityId: activity.id,
            memberId: event.member_id,
            period: '',
            state: 'CLAIMABLE',
            amount,
            streak: null,
            qualifiedBy: event.reference,
          });
        }
      }
    }
  }

  /** Activities waiting for the member: a claim ready, today's sign-in not made, an envelope to grab. */
  async function waiting(memberId: bigint): Promise<number> {
    return (await list(memberId)).filter(
      (view) =>
        view.state === 'CLAIM' ||
        (view.kind !== 'FIRST_DEPOSIT' && view.kind !== 'RELOAD' && view.state === 'JOIN'),
    ).length;
  }

  return { list, join, claim, applyDeposits, waiting };
}

export type Activities = ReturnType<typeof createActivities>;
