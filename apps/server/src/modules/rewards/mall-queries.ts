import type { SqlRunner } from '../../db/database';
import type { MallItemKind, RedemptionStatus } from '../../db/schema/points';

export type MallItemRow = {
  id: bigint;
  kind: MallItemKind;
  name: string;
  description: string;
  points: bigint;
  amount: bigint | null;
  wagering_halves: number;
  stock: number | null;
  visible: boolean;
  sort_order: number;
};

export type RedemptionRow = {
  id: bigint;
  reference: string;
  member_id: bigint;
  item_id: bigint;
  request_id: string;
  kind: MallItemKind;
  item_name: string;
  quantity: number;
  points: bigint;
  amount: bigint | null;
  wagering_required: bigint | null;
  stock_taken: boolean;
  status: RedemptionStatus;
  remark: string | null;
  decided_at: Date | string | null;
  created_at: Date | string;
  /** The member's account name, in the console's lists. */
  account?: string;
};

/** An item as stored: money in minor units, wagering in halves of the bonus. */
export type MallItemValues = {
  kind: MallItemKind;
  name: string;
  description: string;
  points: bigint;
  amount: bigint | null;
  wageringHalves: number;
  stock: number | null;
  visible: boolean;
  sortOrder: number;
};

const ITEM_COLUMNS =
  'id, kind, name, description, points, amount, wagering_halves, stock, visible, sort_order';

export function selectMallItems(runner: SqlRunner, onlyVisible: boolean): Promise<MallItemRow[]> {
  return runner.query<MallItemRow>(
    `select ${ITEM_COLUMNS} from mall_items where visible or not $1 order by sort_order, id`,
    [onlyVisible],
  );
}

export async function lockMallItem(tx: SqlRunner, id: string): Promise<MallItemRow | undefined> {
  const [row] = await tx.query<MallItemRow>(
    `select ${ITEM_COLUMNS} from mall_items where id = $1 for update`,
    [id],
  );
  return row;
}

const itemParams = (item: MallItemValues) => [
  item.kind,
  item.name,
  item.description,
  item.points,
  item.amount,
  item.wageringHalves,
  item.stock,
  item.visible,
  item.sortOrder,
];

export async function insertMallItem(
  tx: SqlRunner,
  item: MallItemValues,
  operatorId: bigint,
): Promise<MallItemRow> {
  const [row] = await tx.query<MallItemRow>(
    `insert into mall_items (kind, name, description, points, amount, wagering_halves, stock, visible, sort_order,
                             created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${ITEM_COLUMNS}`,
    [...itemParams(item), operatorId],
  );
  if (!row) throw new Error('insert into mall_items returned nothing');
  return row;
}

export async function updateMallItem(
  tx: SqlRunner,
  id: string,
  item: MallItemValues,
): Promise<MallItemRow | undefined> {
  const [row] = await tx.query<MallItemRow>(
    `update mall_items set kind = $1, name = $2, description = $3, points = $4, amount = $5, wagering_halves = $6,
       stock = $7, visible = $8, sort_order = $9, updated_at = now()
     where id = $10 returning ${ITEM_COLUMNS}`,
    [...itemParams(item), id],
  );
  return row;
}

/** Takes (negative) or gives back units of a limited item; an unlimited one is left as it is. */
export async function changeStock(tx: SqlRunner, itemId: bigint, units: number): Promise<void> {
  await tx.query(
    'update mall_items set stock = stock + $2, updated_at = now() where id = $1 and stock is not null',
    [itemId, units],
  );
}

export async function selectRedemptionByRequest(
  runner: SqlRunner,
  memberId: bigint,
  requestId: string,
): Promise<RedemptionRow | undefined> {
  const [row] = await runner.query<RedemptionRow>(
    'select * from point_redemptions where member_id = $1 and request_id = $2',
    [memberId, requestId],
  );
  return row;
}

export async function insertRedemption(
  tx: SqlRunner,
  values: {
    reference: string;
    memberId: bigint;
    item: MallItemRow;
    requestId: string;
    quantity: number;
    points: bigint;
    amount: bigint | null;
    wageringRequired: bigint | null;
  },
): Promise<RedemptionRow> {
  const [row] = await tx.query<RedemptionRow>(
    `insert into point_redemptions (reference, member_id, item_id, request_id, kind, item_name, quantity, points,
                                    amount, wagering_required, stock_taken)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning *`,
    [
      values.reference,
      values.memberId,
      values.item.id,
      values.requestId,
      values.item.kind,
      values.item.name,
      values.quantity,
      values.points,
      values.amount,
      values.wageringRequired,
      values.item.stock !== null,
    ],
  );
  if (!row) throw new Error('insert into point_redemptions returned nothing');
  return row;
}

/** A redemption locked for an operator's decision. */
export async function lockRedemption(tx: SqlRunner, id: string): Promise<RedemptionRow | undefined> {
  const [row] = await tx.query<RedemptionRow>(
    `select d.*, m.account from point_redemptions d join members m on m.id = d.member_id
     where d.id = $1 for update of d`,
    [id],
  );
  return row;
}

export async function decideRedemption(
  tx: SqlRunner,
  id: bigint,
  decision: {
    status: 'APPROVED' | 'REJECTED';
    operatorId: bigint;
    remark: string;
    transactionId: bigint | null;
    bonusId: bigint | null;
  },
): Promise<RedemptionRow> {
  const [row] = await tx.query<RedemptionRow>(
    `update point_redemptions set status = $2, decided_by = $3, decided_at = now(), remark = $4,
       transaction_id = $5, bonus_id = $6
     where id = $1 returning *`,
    [id, decision.status, decision.operatorId, decision.remark, decision.transactionId, decision.bonusId],
  );
  if (!row) throw new Error(`redemption ${id} vanished under its lock`);
  return row;
}

/** A page of redemptions: one member's (the member's history) or everyone's (the console's queue). */
export async function selectRedemptions(
  runner: SqlRunner,
  filter: { memberId: bigint | null; status: RedemptionStatus | null; limit: number; offset: number },
): Promise<{ rows: RedemptionRow[]; total: number }> {
  const where = '($1::bigint is null or d.member_id = $1) and ($2::text is null or d.status = $2)';
  const [count] = await runner.query<{ total: number }>(
    `select count(*)::int as total from point_redemptions d where ${where}`,
    [filter.memberId, filter.status],
  );
  const rows = await runner.query<RedemptionRow>(
    `select d.*, m.account from point_redemptions d join members m on m.id = d.member_id where ${where}
     order by d.created_at desc, d.id desc limit $3 offset $4`,
    [filter.memberId, filter.status, filter.limit, filter.offset],
  );
  return { rows, total: count?.total ?? 0 };
}
