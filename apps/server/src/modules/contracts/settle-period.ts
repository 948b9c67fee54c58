import {
  amountDue,
  type ContractKind,
  type ContractPeriod,
  tierReached,
} from '@playhall/contracts/agent-contracts';
import type { SqlRunner } from '../../db/database';
import type { StoredTier } from '../../db/schema/contracts';
import { type PeriodBounds, periodDays } from './periods';
import { TOP_AGENTS } from './queries';
import { type Base, selectDayBases, selectNetResultBases, selectWindowBases } from './settlement-bases';
import { toTier } from './terms';

/** One settlement schedule: a kind over one period length. */
export type Schedule = { kind: ContractKind; period: ContractPeriod };

export const scheduleName = (schedule: Schedule) => `${schedule.kind}:${schedule.period}`;

/** Who is settled for a period, under which terms, and who pays. */
type Payee = {
  payeeId: bigint;
  payerId: bigint | null;
  contractId: bigint | null;
  depth: number;
  tiers: StoredTier[];
};

/**
 * The payees of a period: every contract of the schedule that was in force when the period ended (accepted before
 * the end, and not ended or terminated before it: an ending takes effect from the period after), and, under the
 * brand's terms of that period, every top agent (the house pays them).
 */
async function selectPayees(
  runner: SqlRunner,
  schedule: Schedule,
  end: Date,
  brandTiers: StoredTier[] | null,
) {
  const contracts = await runner.query<{
    payee_id: bigint;
    payer_id: bigint;
    contract_id: bigint;
    depth: number;
    tiers: StoredTier[];
  }>(
    `select c.downline_id as payee_id, c.upline_id as payer_id, c.id as contract_id, t.depth, c.tiers
     from contracts c
     join members h on h.is_house
     join member_tree t on t.ancestor_id = h.id and t.descendant_id = c.downline_id
     where c.kind = $1 and c.period = $2 and c.status in ('ACTIVE', 'ENDED', 'TERMINATED')
       and c.decided_at < $3 and (c.ends_at is null or c.ends_at >= $3)
     order by c.downline_id, c.decided_at desc`,
    [schedule.kind, schedule.period, end.toISOString()],
  );
  const payees = new Map<bigint, Payee>();
  for (const row of contracts) {
    // One contract governs a period; should two overlap at its end, the one accepted last.
    if (!payees.has(row.payee_id))
      payees.set(row.payee_id, {
        payeeId: row.payee_id,
        payerId: row.payer_id,
        contractId: row.contract_id,
        depth: row.depth,
        tiers: row.tiers,
      });
  }
  if (brandTiers) {
    const tops = await runner.query<{ id: bigint }>(TOP_AGENTS);
    for (const top of tops)
      payees.set(top.id, { payeeId: top.id, payerId: null, contractId: null, depth: 1, tiers: brandTiers });
  }
  return [...payees.values()];
}

async function selectBases(
  runner: SqlRunner,
  schedule: Schedule,
  bounds: PeriodBounds,
  timeZone: string,
  payees: readonly string[],
): Promise<Map<bigint, Base>> {
  if (schedule.period === 'HOURLY' || schedule.period === 'FIVE_MINUTES')
    return selectWindowBases(runner, payees, bounds.start, bounds.end);
  const { first, last } = periodDays(bounds, timeZone);
  return schedule.kind === 'DIVIDEND'
    ? selectNetResultBases(runner, payees, first, last)
    : selectDayBases(runner, payees, first, last);
}

/** Dividend losses carried in (0 or negative): the previous period's base, where it ended below zero. */
async function selectCarried(
  runner: SqlRunner,
  payees: readonly string[],
  start: Date,
): Promise<Map<bigint, bigint>> {
  const rows = await runner.query<{ payee_id: bigint; base: bigint }>(
    `select payee_id, base from contract_settlements
     where kind = 'DIVIDEND' and period_end = $2 and payee_id = any($1::bigint[]) and base < 0`,
    [payees, start.toISOString()],
  );
  return new Map(rows.map((row) => [row.payee_id, row.base]));
}

/**
 * Writes the settlements of one period of a schedule (status PENDING, or NOTHING_DUE), in the caller's
 * transaction. Each payee's amount is its own rate on its own team's base, rounded down; its upline pays it, so an
 * agent keeps its rate on its direct players and the difference to its sub-agents' rates on theirs (level
 * difference). A period already written for a payee is left as it is (unique (kind, payee, period start): I12).
 * Answers how many rows it wrote.
 */
export async function settlePeriod(
  tx: SqlRunner,
  schedule: Schedule,
  bounds: PeriodBounds,
  context: { timeZone: string; brandTiers: StoredTier[] | null; carryLosses: boolean },
): Promise<number> {
  const payees = await selectPayees(tx, schedule, bounds.end, context.brandTiers);
  if (payees.length === 0) return 0;
  const ids = payees.map((payee) => payee.payeeId.toString());
  const bases = await selectBases(tx, schedule, bounds, context.timeZone, ids);
  const carried =
    schedule.kind === 'DIVIDEND' && context.carryLosses
      ? await selectCarried(tx, ids, bounds.start)
      : new Map();
  const computed = payees.map((payee) => {
    const figures = bases.get(payee.payeeId) ?? { base: 0n, active: 0 };
    const carriedIn: bigint = carried.get(payee.payeeId) ?? 0n;
    const base = figures.base + carriedIn;
    const tiers = payee.tiers.map(toTier);
    const tier = tierReached(tiers, base, figures.active);
    const rate = tier === undefined ? 0 : (tiers[tier]?.rate ?? 0);
    const amount = amountDue(base, rate);
    return { payee, base, carriedIn, active: figures.active, tier, rate, amount };
  });
  // A period in which nothing happened for a payee (no bets, no loss carried) leaves no row: real-time salary has
  // 288 periods a day for every top agent. A base that reached no tier is kept, so the agent sees why.
  const rows = computed.filter((row) => row.base !== 0n || row.carriedIn !== 0n || row.active > 0);
  if (rows.length === 0) return 0;
  const inserted = await tx.query<{ id: bigint }>(
    `insert into contract_settlements (kind, period, period_start, period_end, payee_id, payer_id, contract_id, depth,
       base, carried_in, active_members, tier, rate, amount, status)
     select $1, $2, $3, $4, r.payee_id, r.payer_id, r.contract_id, r.depth, r.base, r.carried_in, r.active, r.tier,
            r.rate, r.amount, case when r.amount > 0 then 'PENDING' else 'NOTHING_DUE' end
     from unnest($5::bigint[], $6::bigint[], $7::bigint[], $8::int[], $9::bigint[], $10::bigint[], $11::int[],
                 $12::int[], $13::int[], $14::bigint[])
       as r(payee_id, payer_id, contract_id, depth, base, carried_in, active, tier, rate, amount)
     on conflict (kind, payee_id, period_start) do nothing
     returning id`,
    [
      schedule.kind,
      schedule.period,
      bounds.start.toISOString(),
      bounds.end.toISOString(),
      rows.map((row) => row.payee.payeeId.toString()),
      rows.map((row) => row.payee.payerId?.toString() ?? null),
      rows.map((row) => row.payee.contractId?.toString() ?? null),
      rows.map((row) => row.payee.depth),
      rows.map((row) => row.base.toString()),
      rows.map((row) => row.carriedIn.toString()),
      rows.map((row) => row.active),
      rows.map((row) => (row.tier === undefined ? null : row.tier + 1)),
      rows.map((row) => row.rate),
      rows.map((row) => row.amount.toString()),
    ],
  );
  return inserted.length;
}
