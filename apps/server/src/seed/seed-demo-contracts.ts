import type { Database } from '../db/database';
import { createSettlementJob } from '../modules/contracts/settlement-job';
import { createTeamRollup } from '../modules/team-figures/rollup';

/**
 * Demo contracts in agent01's demo team (README, demo data): agent01 works under the brand's terms and has given its
 * sub-agents contracts 40 days ago, one of them passed on one level further down; agent12 has an offer waiting (the
 * contract modal at its login). The settlement then runs over what the schedules missed (the daily salary's 40 days,
 * last month's dividend, the last 24 hours of hourly salary; real-time salary from now on), through the real job, so
 * the record pages, my income and the balances show paid salaries at the first start.
 */
const CONTRACTS: {
  upline: string;
  downline: string;
  kind: string;
  period: string;
  tiers: unknown;
  status: string;
}[] = [
  {
    upline: 'agent01',
    downline: 'agent11',
    kind: 'DAILY_SALARY',
    period: 'DAILY',
    tiers: tier(1, 3_500),
    status: 'ACTIVE',
  },
  {
    upline: 'agent01',
    downline: 'agent11',
    kind: 'DIVIDEND',
    period: 'MONTHLY',
    tiers: tier(1, 150_000),
    status: 'ACTIVE',
  },
  {
    upline: 'agent11',
    downline: 'agent111',
    kind: 'DAILY_SALARY',
    period: 'DAILY',
    tiers: tier(1, 2_000),
    status: 'ACTIVE',
  },
  {
    upline: 'agent01',
    downline: 'agent12',
    kind: 'HOURLY_SALARY',
    period: 'HOURLY',
    tiers: tier(1, 1_200),
    status: 'ACTIVE',
  },
  {
    upline: 'agent01',
    downline: 'agent13',
    kind: 'REALTIME_SALARY',
    period: 'FIVE_MINUTES',
    tiers: tier(0, 2_000),
    status: 'ACTIVE',
  },
  {
    upline: 'agent01',
    downline: 'agent12',
    kind: 'DAILY_SALARY',
    period: 'DAILY',
    tiers: tier(1, 3_000),
    status: 'OFFERED',
  },
];

function tier(minActive: number, rate: number) {
  return [{ minBase: '0', minActive, rate }];
}

export async function seedDemoContracts(database: Database): Promise<boolean> {
  if ((await database.query('select 1 from contracts limit 1')).length > 0) return false;
  for (const [index, contract] of CONTRACTS.entries()) {
    const [row] = await database.query<{ id: bigint; upline_id: bigint }>(
      `insert into contracts (kind, upline_id, downline_id, period, tiers, status, request_id, offered_at, decided_at)
       select $1, u.id, d.id, $2, $3::jsonb, $4, $5, now() - interval '41 days',
              case when $4 = 'ACTIVE' then now() - interval '40 days' end
       from members u, members d where u.account = $6 and d.account = $7
       returning id, upline_id`,
      [
        contract.kind,
        contract.period,
        JSON.stringify(contract.tiers),
        contract.status,
        `demo-contract-${index}`,
        contract.upline,
        contract.downline,
      ],
    );
    if (!row) return false;
    const events = contract.status === 'ACTIVE' ? ['OFFERED', 'ACCEPTED'] : ['OFFERED'];
    for (const event of events)
      await database.query(
        `insert into contract_events (contract_id, event, actor_kind, actor_id, at)
         values ($1, $2, 'MEMBER', $3, now() - interval '40 days')`,
        [row.id, event, row.upline_id],
      );
  }
  await database.query(
    `insert into settlement_cursors (schedule, settled_until)
     select 'DAILY_SALARY:DAILY', ((now() at time zone time_zone)::date - 40)::timestamp at time zone time_zone
     from site_settings
     union all
     select 'DIVIDEND:MONTHLY',
            (date_trunc('month', now() at time zone time_zone) - interval '1 month') at time zone time_zone
     from site_settings
     union all
     select 'HOURLY_SALARY:HOURLY', date_trunc('hour', now()) - interval '24 hours'`,
  );
  const job = createSettlementJob({
    database,
    brand: async () => {
      const [row] = await database.query<{ time_zone: string; currency: string }>(
        'select time_zone, currency from site_settings where id = 1',
      );
      if (!row) throw new Error('site_settings has no row');
      return { timeZone: row.time_zone, currency: row.currency };
    },
    featureFlags: async () => {
      // Effective flags: a module is on only when it and every ancestor are.
      const rows = await database.query<{ mod_id: string; enabled: boolean }>(
        `with recursive f as (
           select mod_id, enabled from feature_modules where parent_id is null
           union all
           select c.mod_id, c.enabled and f.enabled from feature_modules c join f on c.parent_id = f.mod_id)
         select mod_id, enabled from f`,
      );
      return Object.fromEntries(rows.map((row) => [row.mod_id, row.enabled]));
    },
    catchUpRollup: createTeamRollup(database).catchUp,
    now: () => new Date(),
  });
  await job.run();
  return true;
}
