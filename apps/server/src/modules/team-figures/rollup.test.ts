import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newRegistration } from '../../../test/accounts';
import { buildTestApp, runJob, type TestContext } from '../../../test/build-app';
import { fund, memberId } from '../../../test/money';
import { betBody, launch, rollbackBody, vendorClient, winBody } from '../../../test/vendor';
import { checkInvariants } from '../ledger/invariants';
import { selectActiveMembers } from './queries';
import { createTeamRollup } from './rollup';

// Decision 0028: the team roll-up adds each change of a member's own rows to its uplines exactly once.

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A player under agent02 (itself under agent01), funded and launched into a game. */
async function teamPlayer() {
  const payload = newRegistration({ affiliateCode: 'AGENT02' });
  const { body } = await api(t, 'PUT', '/wps/member/register', { payload });
  await fund(t, String(payload.username), 1_000_000n);
  return launch(t, body.value.token);
}

const teamValidBet = async (agent: string, scope: 'D' | 'T') => {
  const [row] = await t.database.query<{ total: bigint | null }>(
    'select sum(valid_bet)::bigint as total from team_daily_bets where agent_id = $1 and scope = $2',
    [await memberId(t, agent), scope],
  );
  return row?.total ?? 0n;
};

const violations = async (id: string) =>
  (await checkInvariants(t.database)).find((result) => result.id === id)?.violations;

describe('the team roll-up', () => {
  it('adds a bet to every upline once, however often it runs', async () => {
    const player = await teamPlayer();
    const before = {
      agent01: await teamValidBet('agent01', 'T'),
      agent02: await teamValidBet('agent02', 'D'),
    };
    const vendor = vendorClient(t);
    const bet = betBody(player, { amount: '12.34' });
    expect((await vendor.call('bet', bet)).body.status).toBe('OK');
    expect((await vendor.call('win', winBody(bet, { amount: '1.00' }))).body.status).toBe('OK');
    await runJob(t, 'team-rollup');
    await runJob(t, 'team-rollup');
    expect(await teamValidBet('agent01', 'T')).toBe(before.agent01 + 1234n);
    expect(await teamValidBet('agent02', 'D')).toBe(before.agent02 + 1234n);
    const [dirty] = await t.database.query<{ count: number }>(
      'select count(*)::int as count from member_daily_stats where dirty',
    );
    expect(dirty?.count).toBe(0);
    expect(await violations('T1')).toBe(0);
    expect(await violations('T2')).toBe(0);
  });

  it.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL: bets placed while several roll-ups run at once are counted once each',
    async () => {
      const players = await Promise.all([teamPlayer(), teamPlayer(), teamPlayer()]);
      const before = await teamValidBet('agent01', 'T');
      const vendor = vendorClient(t);
      const rollups = Array.from({ length: 4 }, () => createTeamRollup(t.database));
      let placing = true;
      const rolling = rollups.map(async (rollup) => {
        while (placing) await rollup.runOnce(7);
      });
      await Promise.all(
        players.map(async (player) => {
          for (let index = 0; index < 15; index++) {
            const answer = await vendor.call('bet', betBody(player, { amount: '1.00' }));
            expect(answer.body.status).toBe('OK');
          }
        }),
      );
      placing = false;
      await Promise.all(rolling);
      await createTeamRollup(t.database).catchUp();
      expect(await teamValidBet('agent01', 'T')).toBe(before + 45n * 100n);
      expect(await violations('T1')).toBe(0);
    },
  );

  it('counts the distinct active members of any period exactly, whatever order their days arrive in', async () => {
    // Five players of agent02 active on random days of a month no other test touches, the days arriving in random
    // order across several roll-ups (a late game result lands before days already counted).
    let seed = 20260301;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const players: bigint[] = [];
    for (let index = 0; index < 5; index++) {
      const payload = newRegistration({ affiliateCode: 'AGENT02' });
      await api(t, 'PUT', '/wps/member/register', { payload });
      players.push(await memberId(t, String(payload.username)));
    }
    const dayOf = (index: number) => `2020-02-${String(index + 1).padStart(2, '0')}`;
    const active = players.map(() => new Set<number>());
    const arrivals = players.flatMap((player, p) =>
      Array.from({ length: 8 }, () => random(20))
        .filter((day) => !active[p]?.has(day) && Boolean(active[p]?.add(day)))
        .map((day) => ({ player, day })),
    );
    arrivals.sort(() => random(3) - 1);
    for (const [index, { player, day }] of arrivals.entries()) {
      await t.database.query(
        `insert into member_daily_stats (member_id, day, category_code, bet_count, stake, valid_bet)
         values ($1, $2, 'SLOT', 1, 100, 100)`,
        [player, dayOf(day)],
      );
      if (index % 3 === 2) await createTeamRollup(t.database).runOnce(2);
    }
    await createTeamRollup(t.database).catchUp();
    const [agent01, agent02] = [await memberId(t, 'agent01'), await memberId(t, 'agent02')];
    for (let start = 0; start < 20; start++) {
      for (let end = start; end < 20; end++) {
        const expected = active.filter((days) => [...days].some((day) => day >= start && day <= end)).length;
        const team = await selectActiveMembers(t.database, agent01, dayOf(start), dayOf(end));
        const direct = await selectActiveMembers(t.database, agent02, dayOf(start), dayOf(end));
        expect([start, end, team.find((row) => row.scope === 'T')?.members ?? 0]).toEqual([
          start,
          end,
          expected,
        ]);
        expect([start, end, direct.find((row) => row.scope === 'D')?.members ?? 0]).toEqual([
          start,
          end,
          expected,
        ]);
      }
    }
    expect(await violations('T3')).toBe(0);
    expect(await violations('T4')).toBe(0);
  });

  it('keeps a member active on a day whose only bet was rolled back after the roll-up counted it (T4)', async () => {
    const player = await teamPlayer();
    const vendor = vendorClient(t);
    const bet = betBody(player, { amount: '3.00' });
    expect((await vendor.call('bet', bet)).body.status).toBe('OK');
    await runJob(t, 'team-rollup');
    expect((await vendor.call('rollback', rollbackBody(bet))).body.status).toBe('OK');
    await runJob(t, 'team-rollup');
    const [row] = await t.database.query<{ bets: number; active: number }>(
      `select (select sum(rolled_bet_count)::int from member_daily_stats where member_id = $1) as bets,
              (select count(*)::int from member_active_days where member_id = $1) as active`,
      [BigInt(player.playerId)],
    );
    expect(row).toEqual({ bets: 0, active: 1 });
    expect(await violations('T3')).toBe(0);
    expect(await violations('T4')).toBe(0);
  });

  it('is caught by T1, T2 and T3 when a team row is off', async () => {
    const agent = await memberId(t, 'agent01');
    await t.database.query(
      "update team_daily_bets set valid_bet = valid_bet + 1 where agent_id = $1 and scope = 'T'",
      [agent],
    );
    await t.database.query(
      "update team_daily_money set registered = registered + 1 where agent_id = $1 and scope = 'D'",
      [agent],
    );
    await t.database.query(
      "update team_active_runs set members = members + 1 where agent_id = $1 and scope = 'T'",
      [agent],
    );
    expect(await violations('T1')).toBeGreaterThan(0);
    expect(await violations('T2')).toBeGreaterThan(0);
    expect(await violations('T3')).toBeGreaterThan(0);
    await t.database.query(
      "update team_active_runs set members = members - 1 where agent_id = $1 and scope = 'T'",
      [agent],
    );
    await t.database.query(
      "update team_daily_bets set valid_bet = valid_bet - 1 where agent_id = $1 and scope = 'T'",
      [agent],
    );
    await t.database.query(
      "update team_daily_money set registered = registered - 1 where agent_id = $1 and scope = 'D'",
      [agent],
    );
  });
});
