import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newRegistration } from '../../../test/accounts';
import { buildTestApp, runJob, type TestContext } from '../../../test/build-app';
import { fund, memberId } from '../../../test/money';
import { betBody, launch, vendorClient, winBody } from '../../../test/vendor';
import { checkInvariants } from '../ledger/invariants';
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
    expect(await violations('I12')).toBe(0);
    expect(await violations('I13')).toBe(0);
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
      expect(await violations('I12')).toBe(0);
    },
  );

  it('is caught by I12 and I13 when a team row is off', async () => {
    const agent = await memberId(t, 'agent01');
    await t.database.query(
      "update team_daily_bets set valid_bet = valid_bet + 1 where agent_id = $1 and scope = 'T'",
      [agent],
    );
    await t.database.query(
      "update team_daily_money set registered = registered + 1 where agent_id = $1 and scope = 'D'",
      [agent],
    );
    expect(await violations('I12')).toBeGreaterThan(0);
    expect(await violations('I13')).toBeGreaterThan(0);
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
