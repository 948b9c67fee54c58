import type { SqlRunner } from '../../db/database';

/**
 * What the member's contracts paid it over brand days (salaries and dividends, by the day they were paid), for the
 * agent centre's team overview beside the transfers it received.
 */
export async function selectContractIncome(
  runner: SqlRunner,
  memberId: bigint,
  startDate: string,
  endDate: string,
): Promise<bigint> {
  const [row] = await runner.query<{ total: bigint }>(
    `select coalesce(sum(s.amount), 0)::bigint as total from contract_settlements s, site_settings z
     where z.id = 1 and s.payee_id = $1 and s.status = 'PAID'
       and s.paid_at >= ($2::date::timestamp at time zone z.time_zone)
       and s.paid_at < (($3::date + 1)::timestamp at time zone z.time_zone)`,
    [memberId, startDate, endDate],
  );
  return row?.total ?? 0n;
}
