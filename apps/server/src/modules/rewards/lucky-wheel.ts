import { ErrorCode } from '@playhall/contracts/error-codes';
import type { SpinResult, WheelState } from '@playhall/contracts/lucky-wheel';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import type { Brand } from '@playhall/contracts/system';
import type { Database, SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { selectDayValidBet } from '../bets/queries';
import { withRetry } from '../ledger/ledger-error';
import { activityNotAvailable, activityNotFound } from './activity-errors';
import {
  type ActivityRow,
  insertEntry,
  selectActivity,
  selectBrandDays,
  setEntryBonus,
} from './activity-queries';
import { wageringFor } from './activity-view';
import type { Bonuses } from './bonuses';
import {
  ensureSeed,
  insertSpin,
  lockSeed,
  rotateSeed,
  selectRecentSpins,
  setSpinBonus,
} from './lucky-wheel-queries';
import { drawSegment, type LuckyWheelRules, newSeed, spinEarned, toSpin } from './lucky-wheel-view';

const notEarned = () =>
  new AppError(409, ErrorCode.WHEEL_SPIN_NOT_EARNED, 'Today’s valid bets do not earn a spin yet.');
const alreadySpun = () => new AppError(409, ErrorCode.WHEEL_ALREADY_SPUN, 'Today’s spin was made already.');

/**
 * The lucky wheel (issue 16): one provably fair spin per member and brand day. The member's server seed is
 * committed (its SHA-256 shown) before the spin; the spin locks the member's seed row (so a member's spins queue),
 * is once per day by `wheel_spins`' unique key and the day's activity entry (C8), pays a prize above zero as a bonus
 * with the wheel's wagering, and rotates the seed (a new one, the nonce plus one) in the same transaction.
 */
export function createLuckyWheel({
  database,
  brand,
  bonuses,
}: {
  database: Database;
  brand: () => Promise<Brand>;
  bonuses: Bonuses;
}) {
  async function wheelOf(runner: SqlRunner, id: string): Promise<ActivityRow> {
    const activity = await selectActivity(runner, id);
    if (activity?.kind !== 'LUCKY_WHEEL') throw activityNotFound();
    return activity;
  }

  const isOpen = (activity: ActivityRow) =>
    activity.status === 'LIVE' &&
    new Date(activity.starts_at).getTime() <= Date.now() &&
    (activity.ends_at === null || new Date(activity.ends_at).getTime() > Date.now());

  /** The member's wheel: the commitment for the next spin (made on the first view), today's spin, recent ones. */
  async function stateOf(
    runner: SqlRunner,
    zone: string,
    activity: ActivityRow,
    memberId: bigint,
  ): Promise<WheelState> {
    const rules = activity.rules as LuckyWheelRules;
    const { today } = await selectBrandDays(runner, zone);
    const [seed, bet, recent] = await Promise.all([
      ensureSeed(runner, activity.id, memberId, newSeed()),
      selectDayValidBet(runner, memberId, today),
      selectRecentSpins(runner, activity.id, memberId),
    ]);
    const todays = recent.find((spin) => spin.period === today);
    const blockedBy = todays
      ? 'SPUN'
      : !isOpen(activity)
        ? 'CLOSED'
        : spinEarned(rules, bet)
          ? null
          : 'NOT_EARNED';
    return {
      activityId: activity.id.toString(),
      seedHash: seed.seed_hash,
      nonce: seed.nonce,
      validBetToday: formatAmount(bet),
      minValidBetToday: rules.minValidBetToday,
      canSpin: blockedBy === null,
      blockedBy,
      today: todays ? toSpin(todays, rules) : null,
      recent: recent.map((spin) => toSpin(spin, rules)),
    };
  }

  async function wheel(memberId: bigint, id: string): Promise<WheelState> {
    return stateOf(database, (await brand()).timeZone, await wheelOf(database, id), memberId);
  }

  /** Today's spin with the member's client seed: once, whoever races; the answer reveals the seed it used. */
  async function spin(memberId: bigint, id: string, clientSeed: string): Promise<SpinResult> {
    // Read before the transaction, never inside it (see activities.ts join).
    const zone = (await brand()).timeZone;
    return withRetry(() =>
      database.transaction(async (tx) => {
        const activity = await wheelOf(tx, id);
        if (!isOpen(activity)) throw activityNotAvailable();
        const rules = activity.rules as LuckyWheelRules;
        const { today } = await selectBrandDays(tx, zone);
        await ensureSeed(tx, activity.id, memberId, newSeed());
        const seed = await lockSeed(tx, activity.id, memberId);
        const done = await selectRecentSpins(tx, activity.id, memberId, 1);
        if (done[0]?.period === today) throw alreadySpun();
        if (!spinEarned(rules, await selectDayValidBet(tx, memberId, today))) throw notEarned();
        const { segment } = drawSegment(
          { serverSeed: seed.server_seed, clientSeed, nonce: seed.nonce },
          rules.segments.map((one) => one.weight),
        );
        const amount = parseAmount(rules.segments[segment]?.amount ?? '0');
        const row = await insertSpin(tx, {
          activityId: activity.id,
          memberId,
          period: today,
          seed,
          clientSeed,
          segment,
          amount,
        });
        const entry =
          row &&
          (await insertEntry(tx, {
            activityId: activity.id,
            memberId,
            period: today,
            state: 'CLAIMED',
            amount,
            streak: null,
            qualifiedBy: `spin:${row.id}`,
          }));
        if (!row || !entry) throw alreadySpun();
        let bonus = null;
        if (amount > 0n) {
          ({ bonus } = await bonuses.grantIn(tx, {
            memberId,
            source: 'ACTIVITY:LUCKY_WHEEL',
            sourceRef: `${activity.id}:${memberId}:${today}`,
            title: `${activity.title} · ${rules.segments[segment]?.label ?? ''}`,
            amount,
            wageringRequired: wageringFor(amount, rules.wageringMultiple),
            contributions: {},
            grantedBy: null,
          }));
          await setEntryBonus(tx, entry.id, bonus.id);
          await setSpinBonus(tx, row.id, bonus.id);
        }
        await rotateSeed(tx, activity.id, memberId, newSeed());
        return {
          spin: toSpin(row, rules),
          wheel: await stateOf(tx, zone, activity, memberId),
          bonus: bonus && bonuses.view(bonus),
        };
      }),
    );
  }

  return { wheel, spin };
}

export type LuckyWheel = ReturnType<typeof createLuckyWheel>;
