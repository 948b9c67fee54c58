import { ErrorCode } from '@playhall/contracts/error-codes';
import { FeatureModule } from '@playhall/contracts/features';
import { formatAmount } from '@playhall/contracts/money';
import type { Bonus } from '@playhall/contracts/rewards';
import type { Brand } from '@playhall/contracts/system';
import type { SetVipLadder, VipBonusKind, VipLadder, VipState, VipStatus } from '@playhall/contracts/vip';
import { writeAudit } from '../../audit/audit-log';
import type { Database, SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { withRetry } from '../ledger/ledger-error';
import { iso, wageringFor } from './activity-view';
import { type Bonuses, toBonus } from './bonuses';
import type { RewardBatch } from './queries';
import { ladderRows, toRank } from './vip-ladder';
import { claimedKeys, offers, periods } from './vip-offers';
import {
  addDaily,
  lockVipMember,
  replaceLadder,
  selectLadder,
  selectRelegations,
  selectUpgrades,
  selectVipMember,
  setLevel,
} from './vip-queries';

const DAY_MS = 86_400_000;

/**
 * VIP (issue 16, decision 0040): the rewards consumer adds each batch's valid bets and deposits to the members' day
 * figures and raises a member whose rolling window reaches a higher rank, paying each rank's upgrade bonus once
 * ever (the bonus's source key); the `vip-review` job relegates a member whose window, a window after reaching the
 * rank, no longer keeps it. Monthly and birthday bonuses are claimed from the `playerRank` page, once per period.
 * Only while the VIP module is on.
 */
export function createVip({
  database,
  brand,
  bonuses,
  featureFlags,
}: {
  database: Database;
  brand: () => Promise<Brand>;
  bonuses: Bonuses;
  featureFlags: () => Promise<Record<string, boolean>>;
}) {
  const isOn = async () => (await featureFlags())[FeatureModule.VIP] === true;
  async function requireOn() {
    if (!(await isOn())) throw new AppError(403, ErrorCode.FEATURE_DISABLED, 'VIP is switched off.');
  }

  /** What the header and the wallet state show: no VIP while the module is off or no ladder is configured. */
  async function state(memberId: bigint): Promise<VipState> {
    if (!(await isOn())) return { hasVip: false, vipLabelName: null, vipRankLevel: 0 };
    const [{ ranks }, [row]] = await Promise.all([
      selectLadder(database),
      database.query<{ level: number }>('select level from vip_members where member_id = $1', [memberId]),
    ]);
    const level = row?.level ?? 0;
    const rank = ranks.find((candidate) => candidate.level === level);
    return { hasVip: ranks.length > 0, vipLabelName: rank?.name ?? null, vipRankLevel: level };
  }

  async function status(memberId: bigint): Promise<VipStatus> {
    await requireOn();
    const { timeZone } = await brand();
    const [ladder, mine, when] = await Promise.all([
      selectLadder(database),
      selectVipMember(database, memberId, timeZone),
      periods(database, memberId, timeZone),
    ]);
    const rank = ladder.ranks.find((candidate) => candidate.level === mine.level);
    const next = ladder.ranks.find((candidate) => candidate.level > mine.level);
    const reviewFrom = new Date(new Date(mine.reached_at).getTime() + ladder.windowDays * DAY_MS);
    return {
      hasVip: ladder.ranks.length > 0,
      vipLabelName: rank?.name ?? null,
      vipRankLevel: mine.level,
      windowDays: ladder.windowDays,
      validBet: formatAmount(mine.valid_bet),
      deposits: formatAmount(mine.deposits),
      next: next
        ? {
            level: next.level,
            name: next.name,
            validBetThreshold: formatAmount(next.valid_bet_threshold),
            depositThreshold: formatAmount(next.deposit_threshold),
          }
        : null,
      keep:
        mine.level > 0 && rank
          ? { validBet: formatAmount(rank.keep_valid_bet), reviewFrom: iso(reviewFrom) }
          : null,
      ranks: ladder.ranks.map(toRank),
      bonuses: offers(rank, when, await claimedKeys(database, memberId, when)),
    };
  }

  /** Claims the rank's monthly or birthday bonus: once per month or year (the bonus's source key, C8). */
  async function claimBonus(memberId: bigint, kind: VipBonusKind): Promise<Bonus> {
    await requireOn();
    const { timeZone } = await brand();
    return withRetry(() =>
      database.transaction(async (tx) => {
        const when = await periods(tx, memberId, timeZone);
        const [mine, { ranks }] = await Promise.all([
          selectVipMember(tx, memberId, timeZone),
          selectLadder(tx),
        ]);
        const rank = ranks.find((candidate) => candidate.level === mine.level);
        const offer = offers(rank, when, new Set()).find((candidate) => candidate.kind === kind);
        if (!rank || offer?.state !== 'CLAIM') {
          throw new AppError(
            409,
            ErrorCode.VIP_BONUS_NOT_AVAILABLE,
            'This VIP bonus is not yours to claim now.',
          );
        }
        const amount = kind === 'MONTHLY' ? rank.monthly_bonus : rank.birthday_bonus;
        const { bonus, created } = await bonuses
          .grantIn(tx, {
            memberId,
            source: `VIP:${kind}`,
            sourceRef: `${memberId}:${offer.period}`,
            title: `${rank.name} ${kind === 'MONTHLY' ? 'monthly' : 'birthday'} bonus`,
            amount,
            wageringRequired: wageringFor(amount, Number(rank.bonus_wagering)),
            contributions: {},
            grantedBy: null,
          })
          .catch((error: unknown) => {
            // The same period's bonus at another rank's amount: claimed already.
            if (error instanceof AppError && error.code === ErrorCode.IDEMPOTENCY_KEY_REUSED) {
              return { bonus: undefined, created: false };
            }
            throw error;
          });
        if (!created || !bonus) {
          throw new AppError(409, ErrorCode.REWARD_ALREADY_CLAIMED, 'This VIP bonus was claimed already.');
        }
        return toBonus(bonus);
      }),
    );
  }

  /** The consumer's part: the batch's valid bets and deposits join today's figures; ranks reached are taken. */
  async function applyBatch(tx: SqlRunner, batch: RewardBatch, timeZone: string) {
    const totals = new Map<bigint, { validBet: bigint; deposits: bigint }>();
    const add = (memberId: bigint, validBet: bigint, deposits: bigint) => {
      const now = totals.get(memberId) ?? { validBet: 0n, deposits: 0n };
      totals.set(memberId, { validBet: now.validBet + validBet, deposits: now.deposits + deposits });
    };
    for (const sum of batch.betSums) add(sum.memberId, sum.validBet, 0n);
    for (const event of batch.events) if (event.kind === 'DEPOSIT') add(event.member_id, 0n, event.amount);
    if (totals.size === 0) return;
    await addDaily(
      tx,
      timeZone,
      [...totals].map(([memberId, sums]) => ({ memberId, ...sums })),
    );
    const upgrades = await selectUpgrades(tx, [...totals.keys()], timeZone);
    if (upgrades.length === 0) return;
    const { ranks } = await selectLadder(tx);
    for (const upgrade of upgrades) {
      const raised = await setLevel(tx, {
        memberId: upgrade.member_id,
        fromLevel: upgrade.from_level,
        toLevel: upgrade.to_level,
        reason: 'UPGRADE',
        changedBy: null,
      });
      if (!raised) continue;
      for (const rank of ranks) {
        if (rank.level <= upgrade.from_level || rank.level > upgrade.to_level || rank.upgrade_bonus <= 0n)
          continue;
        await bonuses.grantIn(tx, {
          memberId: upgrade.member_id,
          source: 'VIP:UPGRADE',
          sourceRef: `${upgrade.member_id}:${rank.level}`,
          title: `${rank.name} upgrade bonus`,
          amount: rank.upgrade_bonus,
          wageringRequired: wageringFor(rank.upgrade_bonus, Number(rank.bonus_wagering)),
          contributions: {},
          grantedBy: null,
        });
      }
    }
  }

  /** The `vip-review` job: members a window past reaching their rank whose window no longer keeps it go down. */
  async function review(): Promise<number> {
    const { timeZone } = await brand();
    const due = await selectRelegations(database, timeZone, 500);
    for (const relegation of due) {
      await withRetry(() =>
        database.transaction(async (tx) => {
          const locked = await lockVipMember(tx, relegation.member_id);
          if (locked?.level !== relegation.from_level) return;
          await setLevel(tx, {
            memberId: relegation.member_id,
            fromLevel: relegation.from_level,
            toLevel: relegation.to_level,
            reason: 'RELEGATION',
            changedBy: null,
          });
        }),
      );
    }
    return due.length;
  }

  async function ladder(): Promise<VipLadder> {
    const current = await selectLadder(database);
    return { windowDays: current.windowDays, ranks: current.ranks.map(toRank) };
  }

  async function setLadder(operatorId: bigint, input: SetVipLadder): Promise<VipLadder> {
    const rows = ladderRows(input);
    await database.transaction(async (tx) => {
      await replaceLadder(tx, input.windowDays, rows, operatorId);
      // Members above the new top rank stand on its top rank.
      const top = rows[rows.length - 1]?.level ?? 0;
      await tx.query('update vip_members set level = $1 where level > $1', [top]);
      await writeAudit(tx, {
        operatorId,
        action: 'VIP_LADDER',
        targetType: 'vip_ranks',
        targetId: 'all',
        detail: { windowDays: input.windowDays, ranks: input.ranks },
      });
    });
    return ladder();
  }

  /** The bonuses the member may claim now, for the reward badge. */
  async function waiting(memberId: bigint): Promise<number> {
    if (!(await isOn())) return 0;
    return (await status(memberId)).bonuses.filter((offer) => offer.state === 'CLAIM').length;
  }

  return { state, status, claimBonus, applyBatch, review, ladder, setLadder, waiting };
}

export type Vip = ReturnType<typeof createVip>;
