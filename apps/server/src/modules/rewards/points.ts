import { randomInt } from 'node:crypto';
import { ErrorCode } from '@playhall/contracts/error-codes';
import { formatAmount } from '@playhall/contracts/money';
import { numberedPage } from '@playhall/contracts/paging';
import type {
  MallItem,
  PointRecordPage,
  PointsConfig,
  PointsSummary,
  RedeemRequest,
  Redemption,
  RedemptionPage,
} from '@playhall/contracts/points';
import type { Database, SqlRunner } from '../../db/database';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import { withRetry } from '../ledger/ledger-error';
import {
  changeStock,
  insertRedemption,
  lockMallItem,
  type MallItemRow,
  selectMallItems,
  selectRedemptionByRequest,
  selectRedemptions,
} from './mall-queries';
import {
  addRemainders,
  changePointBalance,
  creditEarned,
  insertPointRecord,
  lockPointBalance,
  selectPointAccount,
  selectPointRecords,
  selectPointRules,
  selectPointsPerUnit,
  setRemainders,
} from './points-queries';
import { toMallItem, toPointRecord, toRedemption, unitAmount } from './points-view';
import type { RewardBatch } from './queries';

/** PM, the UTC second it was made and six random digits: what the member quotes to support. */
function newReference(): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `PM${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/** The points settled valid bets earn (the rewards consumer's applier): whole points, the rest carried. */
export async function earnPoints(tx: SqlRunner, batch: RewardBatch): Promise<void> {
  if (batch.betSums.length === 0) return;
  const rules = new Map(
    (await selectPointRules(tx)).map((rule) => [rule.category_code, rule.valid_bet_per_point]),
  );
  const counted = batch.betSums.filter((sum) => rules.has(sum.category) && sum.validBet > 0n);
  if (counted.length === 0) return;
  const totals = await addRemainders(tx, counted);
  const left: { memberId: bigint; category: string; validBet: bigint }[] = [];
  const earned = new Map<bigint, { points: bigint; categories: string[] }>();
  for (const row of totals) {
    const per = rules.get(row.category_code) ?? 0n;
    const points = row.valid_bet / per;
    if (points === 0n) continue;
    left.push({ memberId: row.member_id, category: row.category_code, validBet: row.valid_bet % per });
    const member = earned.get(row.member_id) ?? { points: 0n, categories: [] };
    member.points += points;
    member.categories.push(row.category_code);
    earned.set(row.member_id, member);
  }
  await setRemainders(tx, left);
  const betOf = (memberId: bigint) =>
    counted.filter((sum) => sum.memberId === memberId).reduce((total, sum) => total + sum.validBet, 0n);
  await creditEarned(
    tx,
    [...earned].map(([memberId, member]) => ({
      memberId,
      points: member.points,
      validBet: betOf(memberId),
      remark: member.categories.sort().join(', '),
    })),
  );
}

/**
 * The member's side of points and the mall (spec §2 `/pointMall`): the balance with what earns points and what
 * they are worth, the records, the items, and redemptions. A redemption takes its points (and stock) at once, under
 * the member's points row and the item's row locks, so of parallel redemptions only those that fit succeed; the
 * same request id answers the first redemption. An operator then pays or rejects it (`points-console.ts`).
 */
export function createPoints({
  database,
  checkPaymentPassword,
}: {
  database: Database;
  checkPaymentPassword: (member: MemberRow, paymentPassword: string) => Promise<void>;
}) {
  async function config(runner: SqlRunner = database): Promise<PointsConfig> {
    const [pointsPerUnit, rules] = await Promise.all([selectPointsPerUnit(runner), selectPointRules(runner)]);
    return {
      pointsPerUnit,
      rules: rules.map((rule) => ({
        category: rule.category_code as PointsConfig['rules'][number]['category'],
        validBetPerPoint: formatAmount(rule.valid_bet_per_point),
      })),
    };
  }

  async function summary(memberId: bigint): Promise<PointsSummary> {
    const [account, current] = await Promise.all([selectPointAccount(database, memberId), config()]);
    return { ...current, balance: Number(account.balance), earned: Number(account.earned) };
  }

  async function records(
    memberId: bigint,
    query: { pageNo: number; pageSize: number },
  ): Promise<PointRecordPage> {
    const { rows, total } = await selectPointRecords(
      database,
      memberId,
      query.pageSize,
      (query.pageNo - 1) * query.pageSize,
    );
    return numberedPage(rows.map(toPointRecord), total, query);
  }

  async function items(): Promise<MallItem[]> {
    const [rows, pointsPerUnit] = await Promise.all([
      selectMallItems(database, true),
      selectPointsPerUnit(database),
    ]);
    return rows.map((row) => toMallItem(row, pointsPerUnit));
  }

  async function redemptions(
    memberId: bigint,
    query: { pageNo: number; pageSize: number },
  ): Promise<RedemptionPage> {
    const { rows, total } = await selectRedemptions(database, {
      memberId,
      status: null,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    return numberedPage(rows.map(toRedemption), total, query);
  }

  function sameRequest(earlier: { item_id: bigint; quantity: number }, input: RedeemRequest): void {
    if (earlier.item_id.toString() !== input.itemId || earlier.quantity !== input.quantity) {
      throw new AppError(409, ErrorCode.IDEMPOTENCY_KEY_REUSED, 'This request id was already used.');
    }
  }

  function take(item: MallItemRow | undefined, quantity: number, balance: bigint): MallItemRow {
    if (!item?.visible) throw new AppError(404, ErrorCode.MALL_ITEM_NOT_FOUND, 'No such mall item.');
    if (item.stock !== null && item.stock < quantity) {
      throw new AppError(409, ErrorCode.MALL_ITEM_OUT_OF_STOCK, 'Not enough of this item is left.');
    }
    if (balance < item.points * BigInt(quantity)) {
      throw new AppError(409, ErrorCode.POINTS_INSUFFICIENT, 'You do not have enough points for this.');
    }
    return item;
  }

  async function redeem(member: MemberRow, input: RedeemRequest): Promise<Redemption> {
    const earlier = await selectRedemptionByRequest(database, member.id, input.requestId);
    if (earlier) {
      sameRequest(earlier, input);
      return toRedemption(earlier);
    }
    await checkPaymentPassword(member, input.paymentPassword);
    return withRetry(() =>
      database.transaction(async (tx) => {
        // The member's points row first, then the item's: every path that takes both takes them in this order.
        const balance = await lockPointBalance(tx, member.id);
        const twin = await selectRedemptionByRequest(tx, member.id, input.requestId);
        if (twin) {
          sameRequest(twin, input);
          return toRedemption(twin);
        }
        const item = take(await lockMallItem(tx, input.itemId), input.quantity, balance);
        const points = item.points * BigInt(input.quantity);
        const unit = unitAmount(item, await selectPointsPerUnit(tx));
        const amount = unit === null ? null : unit * BigInt(input.quantity);
        const row = await insertRedemption(tx, {
          reference: newReference(),
          memberId: member.id,
          item,
          requestId: input.requestId,
          quantity: input.quantity,
          points,
          amount,
          wageringRequired:
            item.kind === 'BONUS' && amount !== null ? (amount * BigInt(item.wagering_halves)) / 2n : null,
        });
        await changeStock(tx, item.id, -input.quantity);
        await insertPointRecord(tx, {
          memberId: member.id,
          kind: 'REDEEM',
          points: -points,
          balanceAfter: await changePointBalance(tx, member.id, -points),
          amount,
          redemptionId: row.id,
          remark: item.name,
        });
        return toRedemption(row);
      }),
    );
  }

  return { config, summary, records, items, redemptions, redeem };
}

export type Points = ReturnType<typeof createPoints>;
