import type { SqlRunner } from '../../db/database';

export type VipRankRow = {
  level: number;
  name: string;
  valid_bet_threshold: bigint;
  deposit_threshold: bigint;
  keep_valid_bet: bigint;
  upgrade_bonus: bigint;
  monthly_bonus: bigint;
  birthday_bonus: bigint;
  bonus_wagering: string;
  daily_withdrawal_count: number | null;
  daily_withdrawal_amount: bigint | null;
  rebate_rates: Record<string, number>;
};

export type VipMemberRow = {
  level: number;
  reached_at: Date | string;
  highest_level: number;
  valid_bet: bigint;
  deposits: bigint;
};

export async function selectLadder(runner: SqlRunner): Promise<{ windowDays: number; ranks: VipRankRow[] }> {
  const [ranks, [settings]] = await Promise.all([
    runner.query<VipRankRow>('select * from vip_ranks order by level'),
    runner.query<{ window_days: number }>('select window_days from vip_settings where id = 1'),
  ]);
  return { windowDays: settings?.window_days ?? 30, ranks };
}

/** The member's rank (level 0 without a row) and what counts over the window ending today (the brand's day). */
export async function selectVipMember(
  runner: SqlRunner,
  memberId: bigint,
  timeZone: string,
): Promise<VipMemberRow> {
  const [row] = await runner.query<VipMemberRow>(
    `with window_start as (
       select (now() at time zone $2)::date - (coalesce((select window_days from vip_settings where id = 1), 30) - 1)
         as day)
     select coalesce(m.level, 0) as level, coalesce(m.reached_at, now()) as reached_at,
            coalesce(m.highest_level, 0) as highest_level,
            coalesce((select sum(valid_bet) from vip_daily d, window_start w
                      where d.member_id = $1 and d.day >= w.day), 0)::bigint as valid_bet,
            coalesce((select sum(deposits) from vip_daily d, window_start w
                      where d.member_id = $1 and d.day >= w.day), 0)::bigint as deposits
     from (select 1) one left join vip_members m on m.member_id = $1`,
    [memberId, timeZone],
  );
  if (!row) throw new Error('the database answered no row');
  return row;
}

/** What the consumer's batch adds to today's figures of each member (valid bets and deposits). */
export async function addDaily(
  tx: SqlRunner,
  timeZone: string,
  rows: { memberId: bigint; validBet: bigint; deposits: bigint }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `insert into vip_daily (member_id, day, valid_bet, deposits)
     select member_id, (now() at time zone $4)::date, valid_bet, deposits
     from unnest($1::bigint[], $2::bigint[], $3::bigint[]) as t(member_id, valid_bet, deposits)
     order by member_id
     on conflict (member_id, day) do update
       set valid_bet = vip_daily.valid_bet + excluded.valid_bet, deposits = vip_daily.deposits + excluded.deposits`,
    [
      rows.map((row) => row.memberId.toString()),
      rows.map((row) => row.validBet.toString()),
      rows.map((row) => row.deposits.toString()),
      timeZone,
    ],
  );
}

/**
 * Members of the list whose window now reaches a rank above their own, with that rank: the highest level whose
 * thresholds (valid bets and deposits, both) the window meets.
 */
export async function selectUpgrades(
  tx: SqlRunner,
  memberIds: bigint[],
  timeZone: string,
): Promise<{ member_id: bigint; from_level: number; to_level: number }[]> {
  if (memberIds.length === 0) return [];
  return tx.query(
    `with window_start as (
       select (now() at time zone $2)::date - (coalesce((select window_days from vip_settings where id = 1), 30) - 1)
         as day),
     sums as (
       select d.member_id, sum(d.valid_bet) as valid_bet, sum(d.deposits) as deposits
       from vip_daily d, window_start w
       where d.member_id = any($1::bigint[]) and d.day >= w.day
       group by d.member_id)
     select s.member_id, coalesce(m.level, 0) as from_level,
            (select max(r.level) from vip_ranks r
             where r.valid_bet_threshold <= s.valid_bet and r.deposit_threshold <= s.deposits) as to_level
     from sums s left join vip_members m on m.member_id = s.member_id
     where (select max(r.level) from vip_ranks r
            where r.valid_bet_threshold <= s.valid_bet and r.deposit_threshold <= s.deposits) > coalesce(m.level, 0)
     order by s.member_id`,
    [memberIds.map(String), timeZone],
  );
}

/**
 * Members whose rank a window after reaching it is no longer kept by the window's valid bets: the level they fall
 * to is the highest at or below theirs whose keep figure the window meets (0 at worst).
 */
export async function selectRelegations(
  runner: SqlRunner,
  timeZone: string,
  limit: number,
): Promise<{ member_id: bigint; from_level: number; to_level: number }[]> {
  return runner.query(
    `with settings as (select coalesce((select window_days from vip_settings where id = 1), 30) as days),
     window_start as (select (now() at time zone $1)::date - (settings.days - 1) as day from settings),
     due as (
       select m.member_id, m.level,
              coalesce((select sum(d.valid_bet) from vip_daily d, window_start w
                        where d.member_id = m.member_id and d.day >= w.day), 0) as valid_bet
       from vip_members m, settings
       where m.level > 0 and m.reached_at <= now() - make_interval(days => settings.days))
     select due.member_id, due.level as from_level,
            coalesce((select max(r.level) from vip_ranks r
                      where r.level <= due.level and r.keep_valid_bet <= due.valid_bet), 0) as to_level
     from due
     where coalesce((select max(r.level) from vip_ranks r
                     where r.level <= due.level and r.keep_valid_bet <= due.valid_bet), 0) < due.level
     order by due.member_id
     limit $2`,
    [timeZone, limit],
  );
}

/**
 * Sets a member's level (reached now) and records why. An upgrade only raises: a consumer on another node that
 * raised the member further first wins, and this one answers false and changes nothing.
 */
export async function setLevel(
  tx: SqlRunner,
  change: { memberId: bigint; fromLevel: number; toLevel: number; reason: string; changedBy: bigint | null },
): Promise<boolean> {
  const changed = await tx.query(
    `insert into vip_members (member_id, level, reached_at, highest_level) values ($1, $2, now(), $2)
     on conflict (member_id) do update
       set level = excluded.level, reached_at = now(),
           highest_level = greatest(vip_members.highest_level, excluded.level)
       where $3::text <> 'UPGRADE' or vip_members.level < excluded.level
     returning member_id`,
    [change.memberId, change.toLevel, change.reason],
  );
  if (changed.length === 0) return false;
  await tx.query(
    `insert into vip_changes (member_id, from_level, to_level, reason, changed_by) values ($1, $2, $3, $4, $5)`,
    [change.memberId, change.fromLevel, change.toLevel, change.reason, change.changedBy],
  );
  return true;
}

/** The member's rank row, locked: a relegation or an operator's change decides against the upgrades. */
export async function lockVipMember(tx: SqlRunner, memberId: bigint): Promise<{ level: number } | undefined> {
  const [row] = await tx.query<{ level: number }>(
    'select level from vip_members where member_id = $1 for update',
    [memberId],
  );
  return row;
}

export async function replaceLadder(
  tx: SqlRunner,
  windowDays: number,
  ranks: VipRankRow[],
  operatorId: bigint,
): Promise<void> {
  await tx.query(
    `insert into vip_settings (id, window_days, updated_by, updated_at) values (1, $1, $2, now())
     on conflict (id) do update set window_days = excluded.window_days, updated_by = excluded.updated_by,
       updated_at = now()`,
    [windowDays, operatorId],
  );
  await tx.query('delete from vip_ranks where level <> all($1::int[])', [ranks.map((rank) => rank.level)]);
  for (const rank of ranks) {
    await tx.query(
      `insert into vip_ranks (level, name, valid_bet_threshold, deposit_threshold, keep_valid_bet, upgrade_bonus,
                              monthly_bonus, birthday_bonus, bonus_wagering, daily_withdrawal_count,
                              daily_withdrawal_amount, rebate_rates, updated_by, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, now())
       on conflict (level) do update set name = excluded.name, valid_bet_threshold = excluded.valid_bet_threshold,
         deposit_threshold = excluded.deposit_threshold, keep_valid_bet = excluded.keep_valid_bet,
         upgrade_bonus = excluded.upgrade_bonus, monthly_bonus = excluded.monthly_bonus,
         birthday_bonus = excluded.birthday_bonus, bonus_wagering = excluded.bonus_wagering,
         daily_withdrawal_count = excluded.daily_withdrawal_count,
         daily_withdrawal_amount = excluded.daily_withdrawal_amount, rebate_rates = excluded.rebate_rates,
         updated_by = excluded.updated_by, updated_at = now()`,
      [
        rank.level,
        rank.name,
        rank.valid_bet_threshold,
        rank.deposit_threshold,
        rank.keep_valid_bet,
        rank.upgrade_bonus,
        rank.monthly_bonus,
        rank.birthday_bonus,
        rank.bonus_wagering,
        rank.daily_withdrawal_count,
        rank.daily_withdrawal_amount,
        JSON.stringify(rank.rebate_rates),
        operatorId,
      ],
    );
  }
}

/** The rank's own withdrawal limits and rebate rates for a member (nothing at a rank without them). */
export async function selectMemberRankBenefits(
  runner: SqlRunner,
  memberId: bigint,
): Promise<
  Pick<VipRankRow, 'daily_withdrawal_count' | 'daily_withdrawal_amount' | 'rebate_rates'> | undefined
> {
  const [row] = await runner.query<
    Pick<VipRankRow, 'daily_withdrawal_count' | 'daily_withdrawal_amount' | 'rebate_rates'>
  >(
    `select r.daily_withdrawal_count, r.daily_withdrawal_amount, r.rebate_rates
     from vip_ranks r
     where r.level = coalesce((select level from vip_members where member_id = $1), 0)`,
    [memberId],
  );
  return row;
}
