import { ErrorCode } from '@playhall/contracts/error-codes';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import { numberedPage } from '@playhall/contracts/paging';
import type {
  MallItem,
  MallItemInput,
  OpsRedemption,
  OpsRedemptionPage,
  PointsConfig,
  RedemptionStatus,
  SetPointsConfig,
} from '@playhall/contracts/points';
import { writeAudit } from '../../audit/audit-log';
import type { Database, SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { MessageKind, notifyMember } from '../inbox/notify';
import { ensureSystemAccount, ledgerCurrency, mainWalletCode, SystemAccount } from '../ledger/accounts';
import { withRetry } from '../ledger/ledger-error';
import { post } from '../ledger/post';
import { recordDailyMoney } from '../team-figures/daily-money';
import type { Bonuses } from './bonuses';
import {
  changeStock,
  decideRedemption,
  insertMallItem,
  lockRedemption,
  type MallItemValues,
  type RedemptionRow,
  selectMallItems,
  selectRedemptions,
  updateMallItem,
} from './mall-queries';
import type { Points } from './points';
import {
  changePointBalance,
  insertPointRecord,
  replacePointsConfig,
  selectPointsPerUnit,
} from './points-queries';
import { toMallItem, toRedemption } from './points-view';

/** The bonuses a redemption pays are granted once per redemption under this source (decision 0039). */
export const POINTS_BONUS_SOURCE = 'POINTS:REDEEM';

const toOps = (row: RedemptionRow): OpsRedemption => ({
  ...toRedemption(row),
  memberId: row.member_id.toString(),
  account: row.account ?? '',
});

function itemValues(input: MallItemInput): MallItemValues {
  return {
    kind: input.kind,
    name: input.name,
    description: input.description ?? '',
    points: BigInt(input.points),
    amount: input.amount ? parseAmount(input.amount) : null,
    wageringHalves: input.kind === 'BONUS' ? Math.round(Number(input.wageringMultiple ?? 0) * 2) : 0,
    stock: input.stock ?? null,
    visible: input.visible ?? true,
    sortOrder: input.sortOrder ?? 0,
  };
}

/**
 * The console's points mall: the exchange ratio and earning rules, the items (create, edit, hide), and the queue of
 * redemptions an operator approves (pays: cash through the ledger from the points account, a bonus through
 * `grantIn`, goods by hand) or rejects (the points and the stock go back). The redemption's row lock makes the
 * decision once: of parallel decisions one acts, the others answer REDEMPTION_DECIDED. Every write is audited.
 */
export function createPointsConsole({
  database,
  bonuses,
  points,
}: {
  database: Database;
  bonuses: Bonuses;
  points: Points;
}) {
  async function setConfig(operatorId: bigint, input: SetPointsConfig): Promise<PointsConfig> {
    await database.transaction(async (tx) => {
      await replacePointsConfig(
        tx,
        {
          pointsPerUnit: input.pointsPerUnit,
          rules: input.rules.map((rule) => ({
            category: rule.category,
            validBetPerPoint: parseAmount(rule.validBetPerPoint),
          })),
        },
        operatorId,
      );
      await writeAudit(tx, {
        operatorId,
        action: 'POINTS_CONFIG',
        targetType: 'point_rules',
        targetId: 'all',
        detail: { pointsPerUnit: input.pointsPerUnit, rules: input.rules },
      });
    });
    return points.config();
  }

  async function items(): Promise<MallItem[]> {
    const [rows, pointsPerUnit] = await Promise.all([
      selectMallItems(database, false),
      selectPointsPerUnit(database),
    ]);
    return rows.map((row) => toMallItem(row, pointsPerUnit));
  }

  async function saveItem(operatorId: bigint, id: string | null, input: MallItemInput): Promise<MallItem> {
    const values = itemValues(input);
    return database.transaction(async (tx) => {
      const row =
        id === null ? await insertMallItem(tx, values, operatorId) : await updateMallItem(tx, id, values);
      if (!row) throw new AppError(404, ErrorCode.MALL_ITEM_NOT_FOUND, 'No such mall item.');
      await writeAudit(tx, {
        operatorId,
        action: id === null ? 'MALL_ITEM_CREATE' : 'MALL_ITEM_UPDATE',
        targetType: 'mall_item',
        targetId: row.id.toString(),
        detail: { ...input },
      });
      return toMallItem(row, await selectPointsPerUnit(tx));
    });
  }

  async function queue(query: {
    status?: RedemptionStatus;
    pageNo: number;
    pageSize: number;
  }): Promise<OpsRedemptionPage> {
    const { rows, total } = await selectRedemptions(database, {
      memberId: null,
      status: query.status ?? null,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    return numberedPage(rows.map(toOps), total, query);
  }

  /** Pays an approved redemption in the decision's transaction: its transaction or bonus. */
  async function pay(tx: SqlRunner, row: RedemptionRow, operatorId: bigint) {
    if (row.kind === 'CASH' && row.amount !== null && row.amount > 0n) {
      const reference = `points:redemption:${row.id}`;
      const posted = await post(tx, {
        key: reference,
        kind: 'POINTS',
        currency: await ledgerCurrency(tx),
        reference,
        memo: { redemption: row.reference, points: row.points.toString() },
        entries: [
          { accountId: await ensureSystemAccount(tx, SystemAccount.POINTS), amount: -row.amount },
          { accountCode: mainWalletCode(row.member_id), amount: row.amount },
        ],
      });
      await recordDailyMoney(tx, row.member_id, { bonuses: row.amount });
      return { transactionId: posted.transactionId, bonusId: null };
    }
    if (row.kind === 'BONUS' && row.amount !== null) {
      const { bonus } = await bonuses.grantIn(tx, {
        memberId: row.member_id,
        source: POINTS_BONUS_SOURCE,
        sourceRef: row.id.toString(),
        title: row.item_name,
        amount: row.amount,
        wageringRequired: row.wagering_required ?? 0n,
        contributions: {},
        grantedBy: operatorId,
      });
      return { transactionId: null, bonusId: bonus.id };
    }
    return { transactionId: null, bonusId: null };
  }

  /** Gives a rejected redemption's points back (a REFUND record) and its stock. */
  async function giveBack(tx: SqlRunner, row: RedemptionRow, reason: string) {
    await insertPointRecord(tx, {
      memberId: row.member_id,
      kind: 'REFUND',
      points: row.points,
      balanceAfter: await changePointBalance(tx, row.member_id, row.points),
      amount: row.amount,
      redemptionId: row.id,
      remark: reason,
    });
    if (row.stock_taken) await changeStock(tx, row.item_id, row.quantity);
    return { transactionId: null, bonusId: null };
  }

  async function decide(
    operatorId: bigint,
    id: string,
    decision: { status: 'APPROVED' | 'REJECTED'; remark: string },
  ): Promise<OpsRedemption> {
    return withRetry(() =>
      database.transaction(async (tx) => {
        const row = await lockRedemption(tx, id);
        if (!row) throw new AppError(404, ErrorCode.REDEMPTION_NOT_FOUND, 'No such redemption.');
        if (row.status !== 'IN_PROCESS') {
          throw new AppError(409, ErrorCode.REDEMPTION_DECIDED, 'This redemption was decided already.');
        }
        const paid =
          decision.status === 'APPROVED'
            ? await pay(tx, row, operatorId)
            : await giveBack(tx, row, decision.remark);
        const decided = await decideRedemption(tx, row.id, { ...decision, operatorId, ...paid });
        await notifyMember(
          tx,
          row.member_id,
          decision.status === 'APPROVED' ? MessageKind.REDEMPTION_APPROVED : MessageKind.REDEMPTION_REJECTED,
          {
            reference: row.reference,
            title: row.item_name,
            points: row.points.toString(),
            ...(decision.status === 'REJECTED' && decision.remark ? { reason: decision.remark } : {}),
          },
        );
        await writeAudit(tx, {
          operatorId,
          action: decision.status === 'APPROVED' ? 'POINTS_REDEMPTION_APPROVE' : 'POINTS_REDEMPTION_REJECT',
          targetType: 'point_redemption',
          targetId: row.id.toString(),
          detail: {
            reference: row.reference,
            memberId: row.member_id.toString(),
            kind: row.kind,
            points: row.points.toString(),
            amount: row.amount === null ? null : formatAmount(row.amount),
            remark: decision.remark,
          },
        });
        return toOps({ ...decided, account: row.account ?? '' });
      }),
    );
  }

  return {
    config: () => points.config(),
    setConfig,
    items,
    createItem: (operatorId: bigint, input: MallItemInput) => saveItem(operatorId, null, input),
    updateItem: (operatorId: bigint, id: string, input: MallItemInput) => saveItem(operatorId, id, input),
    queue,
    approve: (operatorId: bigint, id: string, remark: string) =>
      decide(operatorId, id, { status: 'APPROVED', remark }),
    reject: (operatorId: bigint, id: string, reason: string) =>
      decide(operatorId, id, { status: 'REJECTED', remark: reason }),
  };
}

export type PointsConsole = ReturnType<typeof createPointsConsole>;
