import { formatAmount } from '@playhall/contracts/money';
import type { MallItem, PointRecord, Redemption } from '@playhall/contracts/points';
import type { MallItemRow, RedemptionRow } from './mall-queries';
import type { PointRecordRow } from './points-queries';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const money = (value: bigint | null) => (value === null ? null : formatAmount(value));

/** What `points` are worth in cash at the ratio (points for 1.00), in minor units, rounded down to the cent. */
export function cashForPoints(points: bigint, pointsPerUnit: number): bigint {
  return (points * 100n) / BigInt(pointsPerUnit);
}

/** One unit of the item pays this: cash at the ratio, the bonus's amount, nothing for goods. */
export function unitAmount(row: MallItemRow, pointsPerUnit: number): bigint | null {
  if (row.kind === 'CASH') return cashForPoints(row.points, pointsPerUnit);
  return row.amount;
}

export function toMallItem(row: MallItemRow, pointsPerUnit: number): MallItem {
  return {
    id: row.id.toString(),
    kind: row.kind,
    name: row.name,
    description: row.description,
    points: Number(row.points),
    amount: money(unitAmount(row, pointsPerUnit)),
    wageringMultiple: row.wagering_halves / 2,
    stock: row.stock,
    visible: row.visible,
    sortOrder: row.sort_order,
  };
}

export function toRedemption(row: RedemptionRow): Redemption {
  return {
    id: row.id.toString(),
    reference: row.reference,
    appliedAt: iso(row.created_at),
    kind: row.kind,
    name: row.item_name,
    quantity: row.quantity,
    points: Number(row.points),
    amount: money(row.amount),
    status: row.status,
    remark: row.remark ?? '',
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
  };
}

export function toPointRecord(row: PointRecordRow): PointRecord {
  return {
    id: row.id.toString(),
    kind: row.kind,
    points: Number(row.points < 0n ? -row.points : row.points),
    changedPoints: Number(row.points),
    balanceAfter: Number(row.balance_after),
    amount: money(row.amount),
    status:
      row.kind === 'REDEEM' ? ((row.status as Redemption['status'] | null) ?? 'IN_PROCESS') : 'COMPLETED',
    remark: row.remark,
    reference: row.reference,
    createdAt: iso(row.created_at),
  };
}
