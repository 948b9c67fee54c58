import type { ContractPeriod } from '@playhall/contracts/agent-contracts';
import type { SqlRunner } from '../../db/database';

/** A settlement period: from `start` (included) to `end` (excluded). */
export type PeriodBounds = { start: Date; end: Date };

/**
 * The period of a kind that contains a moment, in the brand's time zone (PostgreSQL's zone arithmetic, so that a
 * day is the brand's day across daylight-saving changes): five minutes from the epoch, a clock hour, a day, an ISO
 * week from Monday, a half month (1st-15th, 16th-end) or a month.
 */
export async function periodContaining(
  runner: SqlRunner,
  period: ContractPeriod,
  timeZone: string,
  at: Date,
): Promise<PeriodBounds> {
  const [row] = await runner.query<{ start: Date | string; end: Date | string }>(
    `with l as (select ($1::timestamptz at time zone $2) as lt),
     b as (
       select case $3
           when 'HOURLY' then date_trunc('hour', lt)
           when 'DAILY' then date_trunc('day', lt)
           when 'WEEKLY' then date_trunc('week', lt)
           when 'MONTHLY' then date_trunc('month', lt)
           when 'SEMIMONTHLY' then date_trunc('month', lt)
             + case when extract(day from lt) > 15 then interval '15 days' else interval '0 days' end
         end as local_start, lt
       from l)
     select case when $3 = 'FIVE_MINUTES' then to_timestamp(floor(extract(epoch from $1::timestamptz) / 300) * 300)
                 else local_start at time zone $2 end as start,
            case $3
              when 'FIVE_MINUTES' then to_timestamp(floor(extract(epoch from $1::timestamptz) / 300) * 300 + 300)
              when 'HOURLY' then (local_start + interval '1 hour') at time zone $2
              when 'DAILY' then (local_start + interval '1 day') at time zone $2
              when 'WEEKLY' then (local_start + interval '7 days') at time zone $2
              when 'MONTHLY' then (local_start + interval '1 month') at time zone $2
              else (case when extract(day from local_start) = 1 then local_start + interval '15 days'
                         else date_trunc('month', local_start) + interval '1 month' end) at time zone $2
            end as "end"
     from b`,
    [at.toISOString(), timeZone, period],
  );
  if (!row) throw new Error('no period');
  return { start: new Date(row.start), end: new Date(row.end) };
}

/** The brand days (YYYY-MM-DD) a period covers: the team figures are kept per brand day. */
export function periodDays(bounds: PeriodBounds, timeZone: string): { first: string; last: string } {
  const day = (at: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      at,
    );
  return { first: day(bounds.start), last: day(new Date(bounds.end.getTime() - 1)) };
}
