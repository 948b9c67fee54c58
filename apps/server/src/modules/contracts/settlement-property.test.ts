import {
  amountDue,
  formatRate,
  rateAt,
  rateAtMost,
  type Tier,
  tierProblem,
} from '@playhall/contracts/agent-contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAgent } from '../../../test/agents';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { memberId } from '../../../test/money';
import { checkInvariants } from '../ledger/invariants';
import { insertMember } from '../member/queries';
import { createTeamRollup } from '../team-figures/rollup';
import { payOpenSettlements } from './pay-settlements';
import { settlePeriod } from './settle-period';

// RELIABILITY.md J2: over random downline trees, contracts that keep the rate rule and random bets, one daily-salary
// settlement pays exactly what the house distributes to the tree (paid to the top plus kept by nobody else: every
// agent's balance is its level difference, computed here independently), no agent goes below zero, and no payee's
// rate is above its payer's on the same day.

const BRAND: Tier[] = [
  { minBase: 0n, minActive: 0, rate: 20_000 },
  { minBase: 500_000n, minActive: 3, rate: 25_000 },
];

type Node = {
  parent: number;
  tierScale: number;
  threshold: bigint;
  members: number;
  bets: bigint[];
  own: bigint;
};

/** Terms at or under the upline's (the rate rule): a base rate and a higher tier, both scaled down from it. */
function termsUnder(upline: Tier[], node: Node): Tier[] {
  const base = Math.floor((rateAt(upline, 0n, 0) * node.tierScale) / 100);
  const high = Math.max(
    base,
    Math.floor((rateAt(upline, node.threshold, node.members) * node.tierScale) / 100),
  );
  const first = { minBase: 0n, minActive: 0, rate: Math.max(base, 1) };
  return high > first.rate
    ? [first, { minBase: node.threshold, minActive: node.members, rate: high }]
    : [first];
}

const nodeArbitrary = (index: number) =>
  fc.record({
    parent: fc.integer({ min: 0, max: Math.max(0, index - 1) }),
    tierScale: fc.integer({ min: 10, max: 100 }),
    threshold: fc.bigInt({ min: 1n, max: 800_000n }),
    members: fc.integer({ min: 0, max: 4 }),
    bets: fc.array(fc.bigInt({ min: 0n, max: 300_000n }), { minLength: 0, maxLength: 3 }),
    own: fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 100_000n })),
  });

const treeArbitrary = fc
  .integer({ min: 1, max: 6 })
  .chain((size) => fc.tuple(...Array.from({ length: size }, (_, index) => nodeArbitrary(index))));

let t: TestContext;
let run = 0;

beforeAll(async () => {
  t = await buildTestApp();
  await t.database.query(`update contract_brand_terms set tiers = $1::jsonb where kind = 'DAILY_SALARY'`, [
    JSON.stringify(BRAND.map((tier) => ({ ...tier, minBase: tier.minBase.toString() }))),
  ]);
});
afterAll(() => t.close());

async function buildTree(nodes: Node[], day: string) {
  run++;
  const house = await memberId(t, 'house');
  const ids: bigint[] = [];
  const terms: Tier[][] = [];
  for (const [index, node] of nodes.entries()) {
    const upline = index === 0 ? house : (ids[node.parent] ?? house);
    const id = await insertAgent(t, `j2r${run}a${index}`, `J2R${run}A${index}`, upline);
    ids.push(id);
    terms.push(index === 0 ? BRAND : termsUnder(terms[node.parent] ?? BRAND, node));
    if (index > 0) {
      const tiers = terms[index] ?? [];
      expect(tierProblem('DAILY_SALARY', tiers)).toBeUndefined();
      expect(rateAtMost(tiers, terms[node.parent] ?? BRAND)).toBe(true);
      await t.database.query(
        `insert into contracts (kind, upline_id, downline_id, period, tiers, status, request_id, offered_at, decided_at)
         values ('DAILY_SALARY', $1, $2, 'DAILY', $3::jsonb, 'ACTIVE', $4, now() - interval '5 years', now() - interval '5 years')`,
        [
          upline,
          id,
          JSON.stringify(tiers.map((tier) => ({ ...tier, minBase: tier.minBase.toString() }))),
          `j2-${run}-${index}`,
        ],
      );
    }
    const stats = async (member: bigint, valid: bigint) =>
      t.database.query(
        `insert into member_daily_stats (member_id, day, category_code, bet_count, stake, valid_bet)
         values ($1, $2, 'SLOT', 1, $3, $3)`,
        [member, day, valid],
      );
    if (node.own > 0n) await stats(id, node.own);
    for (const [player, valid] of node.bets.entries()) {
      const playerId = await t.database.transaction((tx) =>
        insertMember(tx, {
          account: `j2r${run}a${index}p${player}`,
          type: 0,
          passwordHash: 'x',
          uplineId: id,
        }),
      );
      await stats(playerId, valid);
    }
  }
  return { ids, terms };
}

/** Each agent's team base and active members, from the generated bets (never from the server's figures). */
function teamFigures(nodes: Node[]) {
  const below = (index: number): number[] =>
    nodes.flatMap((node, child) => (child > 0 && node.parent === index ? [child, ...below(child)] : []));
  return nodes.map((node, index) => {
    const team = below(index)
      .map((child) => nodes[child])
      .filter((child) => child !== undefined);
    const bets = [
      ...node.bets,
      ...team.flatMap((child) => [...child.bets, ...(child.own > 0n ? [child.own] : [])]),
    ];
    // Every member with a row of the day placed a bet (even one with no valid amount): active.
    return { base: bets.reduce((sum, bet) => sum + bet, 0n), active: bets.length };
  });
}

describe('J2: settlement over random trees', () => {
  it('pays what the house distributes, level by level, no agent below zero, no rate above its upline’s', async () => {
    await fc.assert(
      fc.asyncProperty(treeArbitrary, async (nodes) => {
        const [row] = await t.database.query<{
          day: string;
          start: string | Date;
          end: string | Date;
          tz: string;
        }>(
          `select to_char(d, 'YYYY-MM-DD') as day, d::timestamp at time zone time_zone as start,
                  (d + 1)::timestamp at time zone time_zone as "end", time_zone as tz
           from (select (now() at time zone time_zone)::date - 400 - $1::int as d, time_zone from site_settings) s`,
          [run],
        );
        if (!row) throw new Error('no day');
        const { ids, terms } = await buildTree(nodes, row.day);
        await createTeamRollup(t.database).catchUp();
        const bounds = { start: new Date(row.start), end: new Date(row.end) };
        await t.database.transaction((tx) =>
          settlePeriod(tx, { kind: 'DAILY_SALARY', period: 'DAILY' }, bounds, {
            timeZone: row.tz,
            brandTiers: BRAND.map((tier) => ({ ...tier, minBase: tier.minBase.toString() })),
            carryLosses: false,
          }),
        );
        await payOpenSettlements(t.database, 'CNY');
        const figures = teamFigures(nodes);
        const due = figures.map((figure, index) =>
          amountDue(figure.base, rateAt(terms[index] ?? [], figure.base, figure.active)),
        );
        const settled = await t.database.query<{
          payee_id: bigint;
          payer_id: bigint | null;
          rate: number;
          status: string;
        }>(
          `select payee_id, payer_id, rate, status from contract_settlements
           where payee_id = any($1::bigint[]) and period_start = $2`,
          [ids.map(String), bounds.start.toISOString()],
        );
        const rateOf = new Map(settled.map((s) => [s.payee_id, s.rate]));
        for (const s of settled) {
          expect(s.status === 'PAID' || s.status === 'NOTHING_DUE').toBe(true);
          if (s.payer_id !== null) expect(s.rate).toBeLessThanOrEqual(rateOf.get(s.payer_id) ?? 0);
        }
        const balances = await t.database.query<{ member_id: bigint; balance: bigint }>(
          `select member_id, balance from ledger_accounts where member_id = any($1::bigint[]) and vendor_code is null`,
          [ids.map(String)],
        );
        const balanceOf = new Map(balances.map((b) => [b.member_id, b.balance]));
        for (const [index, id] of ids.entries()) {
          const paidOut = nodes.reduce(
            (sum, node, child) => (child > 0 && node.parent === index ? sum + (due[child] ?? 0n) : sum),
            0n,
          );
          const kept = (due[index] ?? 0n) - paidOut;
          expect(kept, `agent ${index} rate ${formatRate(rateOf.get(id) ?? 0)}`).toBeGreaterThanOrEqual(0n);
          expect(balanceOf.get(id) ?? 0n).toBe(kept);
        }
        const total = [...balanceOf.values()].reduce((sum, balance) => sum + balance, 0n);
        expect(total).toBe(due[0] ?? 0n);
      }),
      { numRuns: Number(process.env.J2_RUNS ?? 25), seed: Number(process.env.J2_SEED ?? 20261126) },
    );
    expect((await checkInvariants(t.database)).filter((result) => result.violations > 0)).toEqual([]);
  }, 240_000);
});
