import type { MissionKind, MissionPeriod } from '@playhall/contracts/missions';
import type { SqlRunner } from '../../db/database';

export type MissionRow = {
  id: bigint;
  title: string;
  description: string;
  period: MissionPeriod;
  kind: MissionKind;
  category_code: string | null;
  target: bigint;
  reward: bigint;
  reward_wagering: string;
  score: number;
  status: 'LIVE' | 'CLOSED';
  sort_order: number;
};

export type MissionFields = {
  title: string;
  description: string;
  period: MissionPeriod;
  kind: MissionKind;
  categoryCode: string | null;
  target: bigint;
  reward: bigint;
  rewardWagering: number;
  score: number;
  sortOrder: number;
};

/** The brand's current day and week (its Monday), and their first moments and ends, as ISO instants. */
export type BrandPeriods = {
  today: string;
  week: string;
  dayStart: string;
  weekStart: string;
  dayEnd: string;
  weekEnd: string;
};

const COLUMNS = `id, title, description, period, kind, category_code, target, reward, reward_wagering::text as
  reward_wagering, score, status, sort_order`;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Today and this week on the brand's clock (weeks start on Monday). */
export async function selectBrandPeriods(runner: SqlRunner, timeZone: string): Promise<BrandPeriods> {
  const [row] = await runner.query<{
    today: string;
    week: string;
    day_start: Date | string;
    week_start: Date | string;
    day_end: Date | string;
    week_end: Date | string;
  }>(
    `with d as (select (now() at time zone $1)::date as today),
          w as (select today, date_trunc('week', today)::date as week from d)
     select today::text as today, week::text as week,
            today::timestamp at time zone $1 as day_start, week::timestamp at time zone $1 as week_start,
            (today + 1)::timestamp at time zone $1 as day_end, (week + 7)::timestamp at time zone $1 as week_end
     from w`,
    [timeZone],
  );
  if (!row) throw new Error('the database answered no day');
  return {
    today: row.today,
    week: row.week,
    dayStart: iso(row.day_start),
    weekStart: iso(row.week_start),
    dayEnd: iso(row.day_end),
    weekEnd: iso(row.week_end),
  };
}

export function selectLiveMissions(runner: SqlRunner): Promise<MissionRow[]> {
  return runner.query<MissionRow>(
    `select ${COLUMNS} from missions where status = 'LIVE' order by sort_order, id`,
  );
}

export async function selectMission(runner: SqlRunner, id: string): Promise<MissionRow | undefined> {
  const [row] = await runner.query<MissionRow>(`select ${COLUMNS} from missions where id = $1`, [id]);
  return row;
}

/** The member's claims of these periods, as `mission:period` keys. */
export async function selectClaimKeys(
  runner: SqlRunner,
  memberId: bigint,
  periods: readonly string[],
): Promise<Set<string>> {
  const rows = await runner.query<{ mission_id: bigint; period: string }>(
    `select mission_id, period::text as period from mission_claims
     where member_id = $1 and period = any($2::text[]::date[])`,
    [memberId, periods],
  );
  return new Set(rows.map((row) => `${row.mission_id}:${row.period}`));
}

/** The days the member logged in today (0 or 1) and this week. */
export async function countLoginDays(
  runner: SqlRunner,
  memberId: bigint,
  days: { today: string; week: string },
): Promise<{ day: number; week: number }> {
  const [row] = await runner.query<{ day: number; week: number }>(
    `select count(*) filter (where day = $2::date)::int as day, count(*)::int as week from member_login_days
     where member_id = $1 and day between $3::date and $2::date`,
    [memberId, days.today, days.week],
  );
  return { day: row?.day ?? 0, week: row?.week ?? 0 };
}

/** The claim, or nothing when the member has one of this mission and period (the unique key decides a race). */
export async function insertClaim(
  tx: SqlRunner,
  claim: { missionId: bigint; memberId: bigint; period: string; week: string; reward: bigint; score: number },
): Promise<bigint | undefined> {
  const [row] = await tx.query<{ id: bigint }>(
    `insert into mission_claims (mission_id, member_id, period, week, reward, score)
     values ($1, $2, $3::date, $4::date, $5, $6)
     on conflict (mission_id, member_id, period) do nothing returning id`,
    [claim.missionId, claim.memberId, claim.period, claim.week, claim.reward, claim.score],
  );
  return row?.id;
}

export async function setClaimBonus(tx: SqlRunner, claimId: bigint, bonusId: bigint): Promise<void> {
  await tx.query('update mission_claims set bonus_id = $2 where id = $1', [claimId, bonusId]);
}

export type StandingRow = { member_id: bigint; score: number; missions: number; place: number };

/**
 * A week's leaderboard: members by summed claim score, ties to whoever reached theirs first (their last claim), the
 * first `limit` places.
 */
export function selectLeaderboard(runner: SqlRunner, week: string, limit: number): Promise<StandingRow[]> {
  return runner.query<StandingRow>(
    `select member_id, score, missions, (row_number() over (order by score desc, reached, member_id))::int as place
     from (select member_id, sum(score)::int as score, count(*)::int as missions, max(created_at) as reached
           from mission_claims where week = $1::date group by member_id) totals
     where score > 0 order by place limit $2`,
    [week, limit],
  );
}

/** The member's own standing in the week: its score and place (null without a score). */
export async function selectStanding(
  runner: SqlRunner,
  week: string,
  memberId: bigint,
): Promise<{ score: number; missions: number; place: number | null }> {
  const [row] = await runner.query<{ score: number; missions: number; place: number | null }>(
    `with totals as (
       select member_id, sum(score)::int as score, count(*)::int as missions, max(created_at) as reached
       from mission_claims where week = $1::date group by member_id),
     me as (select * from totals where member_id = $2)
     select me.score, me.missions,
            case when me.score > 0 then (select count(*)::int + 1 from totals t
              where t.score > me.score or (t.score = me.score and (t.reached < me.reached
                or (t.reached = me.reached and t.member_id < me.member_id)))) end as place
     from me`,
    [week, memberId],
  );
  return row ?? { score: 0, missions: 0, place: null };
}

export type OpsMissionRow = MissionRow & { period_key: string; claims: number; paid: bigint; total: number };

/** Every mission, live first, with its claims in the current period (the brand's day or week) and in all. */
export function selectOpsMissions(
  runner: SqlRunner,
  days: { today: string; week: string },
): Promise<OpsMissionRow[]> {
  return runner.query<OpsMissionRow>(
    `select m.id, m.title, m.description, m.period, m.kind, m.category_code, m.target, m.reward,
            m.reward_wagering::text as reward_wagering, m.score, m.status, m.sort_order,
            (case when m.period = 'DAILY' then $1::date else $2::date end)::text as period_key,
            count(c.id) filter (where c.period = case when m.period = 'DAILY' then $1::date else $2::date end)::int
              as claims,
            coalesce(sum(c.reward) filter (where c.period = case when m.period = 'DAILY' then $1::date
              else $2::date end), 0)::bigint as paid,
            count(c.id)::int as total
     from missions m left join mission_claims c on c.mission_id = m.id
     group by m.id order by m.status desc, m.period, m.sort_order, m.id`,
    [days.today, days.week],
  );
}

export async function insertMission(
  tx: SqlRunner,
  fields: MissionFields,
  operatorId: bigint,
): Promise<bigint> {
  const [row] = await tx.query<{ id: bigint }>(
    `insert into missions (title, description, period, kind, category_code, target, reward, reward_wagering, score,
                           sort_order, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      fields.title,
      fields.description,
      fields.period,
      fields.kind,
      fields.categoryCode,
      fields.target,
      fields.reward,
      fields.rewardWagering,
      fields.score,
      fields.sortOrder,
      operatorId,
    ],
  );
  if (!row) throw new Error('insert into missions returned nothing');
  return row.id;
}

/** An edit of a live mission (its period and kind stay); answers whether one was changed. */
export async function updateMission(tx: SqlRunner, id: string, fields: MissionFields): Promise<boolean> {
  const rows = await tx.query(
    `update missions set title = $2, description = $3, category_code = $4, target = $5, reward = $6,
       reward_wagering = $7, score = $8, sort_order = $9, updated_at = now()
     where id = $1 and status = 'LIVE' returning id`,
    [
      id,
      fields.title,
      fields.description,
      fields.categoryCode,
      fields.target,
      fields.reward,
      fields.rewardWagering,
      fields.score,
      fields.sortOrder,
    ],
  );
  return rows.length === 1;
}

export async function closeMission(tx: SqlRunner, id: string): Promise<boolean> {
  const rows = await tx.query(
    `update missions set status = 'CLOSED', updated_at = now() where id = $1 and status = 'LIVE' returning id`,
    [id],
  );
  return rows.length === 1;
}
