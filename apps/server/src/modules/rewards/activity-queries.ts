import type { ActivityKind, PromotionCategory, PromotionType } from '@playhall/contracts/rewards';
import type { SqlRunner } from '../../db/database';

export type ActivityRow = {
  id: bigint;
  kind: ActivityKind;
  title: string;
  description: string;
  promotion_type: PromotionType;
  promotion_category: PromotionCategory | null;
  rules: Record<string, unknown>;
  starts_at: Date | string;
  ends_at: Date | string | null;
  status: 'LIVE' | 'CLOSED';
  sort_order: number;
};

export type EntryRow = {
  id: bigint;
  activity_id: bigint;
  member_id: bigint;
  period: string;
  state: 'JOINED' | 'CLAIMABLE' | 'CLAIMED' | 'SIGNED' | 'IN_PROCESS' | 'ISSUED' | 'REJECTED';
  amount: bigint | null;
  streak: number | null;
  bonus_id: bigint | null;
  /** An application's (read by selectMemberEntries only). */
  comment?: string | null;
  decision_note?: string | null;
  created_at?: Date | string;
  decided_at?: Date | string | null;
  image_count?: number;
};

export type ActivityFields = {
  kind: ActivityKind;
  title: string;
  description: string;
  promotionType: PromotionType;
  promotionCategory: PromotionCategory | null;
  rules: Record<string, unknown>;
  startsAt: string;
  endsAt: string | null;
  sortOrder: number;
};

/** What members see: live activities, and those closed or ended in the last week (so a claim is not lost). */
export function selectShownActivities(runner: SqlRunner): Promise<ActivityRow[]> {
  return runner.query<ActivityRow>(
    `select id, kind, title, description, promotion_type, promotion_category, rules, starts_at, ends_at, status, sort_order
     from activities
     where (status = 'LIVE' and (ends_at is null or ends_at > now() - interval '7 days'))
        or (status = 'CLOSED' and updated_at > now() - interval '7 days')
     order by sort_order, starts_at desc, id`,
  );
}

/** What /promotions shows anyone: live activities, started or coming, not over. */
export function selectPromotions(runner: SqlRunner): Promise<ActivityRow[]> {
  return runner.query<ActivityRow>(
    `select id, kind, title, description, promotion_type, promotion_category, rules, starts_at, ends_at, status,
       sort_order
     from activities where status = 'LIVE' and (ends_at is null or ends_at > now())
     order by sort_order, starts_at desc, id`,
  );
}

export async function selectActivity(runner: SqlRunner, id: string): Promise<ActivityRow | undefined> {
  const [row] = await runner.query<ActivityRow>(
    `select id, kind, title, description, promotion_type, promotion_category, rules, starts_at, ends_at, status, sort_order
     from activities where id = $1`,
    [id],
  );
  return row;
}

/** The member's entries in these activities: once-only ones, and a daily one's today and yesterday. */
export function selectMemberEntries(
  runner: SqlRunner,
  memberId: bigint,
  periods: { today: string; yesterday: string },
): Promise<EntryRow[]> {
  return runner.query<EntryRow>(
    `select e.id, e.activity_id, e.member_id, e.period, e.state, e.amount, e.streak, e.bonus_id, e.comment,
            e.decision_note, e.created_at, e.decided_at,
            (select count(*)::int from activity_application_images i where i.entry_id = e.id) as image_count
     from activity_entries e where e.member_id = $1 and e.period in ('', $2, $3)`,
    [memberId, periods.today, periods.yesterday],
  );
}

/** The brand's today and yesterday (a daily activity's periods). */
export async function selectBrandDays(
  runner: SqlRunner,
  timeZone: string,
): Promise<{ today: string; yesterday: string }> {
  const [row] = await runner.query<{ today: string; yesterday: string }>(
    `select (now() at time zone $1)::date::text as today, ((now() at time zone $1)::date - 1)::text as yesterday`,
    [timeZone],
  );
  if (!row) throw new Error('the database answered no day');
  return row;
}

/** A new entry, or nothing when the member has one for this period (the unique key decides a race). */
export async function insertEntry(
  tx: SqlRunner,
  entry: {
    activityId: bigint;
    memberId: bigint;
    period: string;
    state: EntryRow['state'];
    amount: bigint | null;
    streak: number | null;
    qualifiedBy: string | null;
  },
): Promise<EntryRow | undefined> {
  const [row] = await tx.query<EntryRow>(
    `insert into activity_entries (activity_id, member_id, period, state, amount, streak, qualified_by)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (activity_id, member_id, period) do nothing
     returning id, activity_id, member_id, period, state, amount, streak, bonus_id`,
    [
      entry.activityId,
      entry.memberId,
      entry.period,
      entry.state,
      entry.amount,
      entry.streak,
      entry.qualifiedBy,
    ],
  );
  return row;
}

/** CLAIMABLE → CLAIMED, once: of parallel claims exactly one gets the row. */
export async function takeClaim(
  tx: SqlRunner,
  activityId: bigint,
  memberId: bigint,
): Promise<EntryRow | undefined> {
  const [row] = await tx.query<EntryRow>(
    `update activity_entries set state = 'CLAIMED', updated_at = now()
     where activity_id = $1 and member_id = $2 and period = '' and state = 'CLAIMABLE'
     returning id, activity_id, member_id, period, state, amount, streak, bonus_id`,
    [activityId, memberId],
  );
  return row;
}

export async function setEntryBonus(tx: SqlRunner, entryId: bigint, bonusId: bigint): Promise<void> {
  await tx.query('update activity_entries set bonus_id = $2 where id = $1', [entryId, bonusId]);
}

/** Live first-deposit activities whose dates hold a moment. */
export function selectFirstDepositActivities(tx: SqlRunner): Promise<ActivityRow[]> {
  return tx.query<ActivityRow>(
    `select id, kind, title, description, promotion_type, promotion_category, rules, starts_at, ends_at, status, sort_order
     from activities where kind = 'FIRST_DEPOSIT' and status = 'LIVE'`,
  );
}

/** A joined member's first deposit qualifies it: JOINED → CLAIMABLE with what it pays. */
export async function qualifyJoined(
  tx: SqlRunner,
  activityId: bigint,
  memberId: bigint,
  amount: bigint,
  qualifiedBy: string,
): Promise<void> {
  await tx.query(
    `update activity_entries set state = 'CLAIMABLE', amount = $3, qualified_by = $4, updated_at = now()
     where activity_id = $1 and member_id = $2 and period = '' and state = 'JOINED'`,
    [activityId, memberId, amount, qualifiedBy],
  );
}

export type OpsActivityRow = ActivityRow & { members: number; claimed: number; paid: bigint };

/** Every activity, newest first, with what members did in it. */
export function selectOpsActivities(runner: SqlRunner): Promise<OpsActivityRow[]> {
  return runner.query<OpsActivityRow>(
    `select a.id, a.kind, a.title, a.description, a.promotion_type, a.promotion_category, a.rules, a.starts_at, a.ends_at, a.status,
            a.sort_order,
            count(distinct e.member_id)::int as members, count(e.bonus_id)::int as claimed,
            coalesce(sum(b.amount), 0)::bigint as paid
     from activities a
     left join activity_entries e on e.activity_id = a.id
     left join bonuses b on b.id = e.bonus_id
     group by a.id order by a.status, a.sort_order, a.starts_at desc, a.id desc`,
  );
}

export async function insertActivity(
  tx: SqlRunner,
  fields: ActivityFields,
  operatorId: bigint,
): Promise<bigint> {
  const [row] = await tx.query<{ id: bigint }>(
    `insert into activities (kind, title, description, promotion_type, promotion_category, rules, starts_at,
                             ends_at, sort_order, created_by)
     values ($1, $2, $3, $4, $10, $5::jsonb, $6, $7, $8, $9) returning id`,
    [
      fields.kind,
      fields.title,
      fields.description,
      fields.promotionType,
      JSON.stringify(fields.rules),
      fields.startsAt,
      fields.endsAt,
      fields.sortOrder,
      operatorId,
      fields.promotionCategory,
    ],
  );
  if (!row) throw new Error('insert into activities returned nothing');
  return row.id;
}

/** An edit of a live activity (its kind stays); answers whether one was changed. */
export async function updateActivity(tx: SqlRunner, id: string, fields: ActivityFields): Promise<boolean> {
  const rows = await tx.query(
    `update activities set title = $2, description = $3, promotion_type = $4, rules = $5::jsonb, starts_at = $6,
       ends_at = $7, sort_order = $8, promotion_category = $10, updated_at = now()
     where id = $1 and kind = $9 and status = 'LIVE' returning id`,
    [
      id,
      fields.title,
      fields.description,
      fields.promotionType,
      JSON.stringify(fields.rules),
      fields.startsAt,
      fields.endsAt,
      fields.sortOrder,
      fields.kind,
      fields.promotionCategory,
    ],
  );
  return rows.length === 1;
}

export async function closeActivity(tx: SqlRunner, id: string): Promise<boolean> {
  const rows = await tx.query(
    `update activities set status = 'CLOSED', updated_at = now() where id = $1 and status = 'LIVE' returning id`,
    [id],
  );
  return rows.length === 1;
}

/** An activity locked for a change of its pool (a red envelope's grab): grabs of one activity queue here. */
export async function lockActivity(tx: SqlRunner, id: string): Promise<ActivityRow | undefined> {
  const [row] = await tx.query<ActivityRow>(
    `select id, kind, title, description, promotion_type, promotion_category, rules, starts_at, ends_at, status, sort_order
     from activities where id = $1 for update`,
    [id],
  );
  return row;
}

/** What members took from these activities: how many entries, and what they were paid. */
export async function selectTaken(
  runner: SqlRunner,
  activityIds: readonly bigint[],
): Promise<Map<string, { count: number; paid: bigint }>> {
  if (activityIds.length === 0) return new Map();
  const rows = await runner.query<{ activity_id: bigint; count: number; paid: bigint }>(
    `select activity_id, count(*)::int as count, coalesce(sum(amount), 0)::bigint as paid from activity_entries
     where activity_id = any($1::bigint[]) group by activity_id`,
    [activityIds.map(String)],
  );
  return new Map(rows.map((row) => [row.activity_id.toString(), { count: row.count, paid: row.paid }]));
}
