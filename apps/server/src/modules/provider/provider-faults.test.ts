import { randomBytes, randomUUID } from 'node:crypto';
import { GAME_CATEGORIES } from '@playhall/contracts/games';
import { sign } from '@playhall/signing/signature';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabaseName } from '../../../test/database-url';
import { fundPlayers, random, registerPlayers } from '../../../test/faults';
import { freePort, type ServerProcess, startServerProcess } from '../../../test/server-process';
import { type Database, openPostgres } from '../../db/database';
import { mainWalletCode } from '../ledger/accounts';
import { checkInvariants } from '../ledger/invariants';

const VENDOR = 'PG';
const GAME = 'PG-0003';
// Made at run time: the server refuses any secret written in the repository.
const SECRET = randomBytes(32).toString('hex');

type Outcome = 'ACK' | 'REFUSED' | 'UNKNOWN';
type Callback = { action: 'bet' | 'win' | 'rollback'; body: Record<string, unknown>; outcome: Outcome };
type Player = { token: string; playerId: string };

/** One signed callback; INTERNAL_ERROR, a 5xx or no answer at all leave its effect unknown (the vendor retries). */
async function send(
  url: string,
  action: Callback['action'],
  body: Record<string, unknown>,
): Promise<Outcome> {
  const text = JSON.stringify(body);
  try {
    const response = await fetch(`${url}/wps/provider/${VENDOR}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': sign(SECRET, text) },
      body: text,
      signal: AbortSignal.timeout(5_000),
    });
    if (response.status >= 500) return 'UNKNOWN';
    const { status } = (await response.json()) as { status: string };
    if (status === 'OK') return 'ACK';
    return status === 'INTERNAL_ERROR' ? 'UNKNOWN' : 'REFUSED';
  } catch {
    return 'UNKNOWN';
  }
}

/** Each member launched into a slot: the vendor's launch token and the player id its balance call answers. */
async function launch(url: string, sessions: string[]): Promise<Player[]> {
  const players: Player[] = [];
  for (const session of sessions) {
    const launched = (await (
      await fetch(`${url}/wps/game/launchGame?gameCode=${GAME}&vassalage=${VENDOR}`, {
        headers: { authorization: `Bearer ${session}` },
      })
    ).json()) as { value: { url: string } };
    const token = new URL(launched.value.url, url).searchParams.get('token') ?? '';
    const text = JSON.stringify({ requestId: randomUUID(), token });
    const balance = (await (
      await fetch(`${url}/wps/provider/${VENDOR}/balance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': sign(SECRET, text) },
        body: text,
      })
    ).json()) as { playerId: string };
    players.push({ token, playerId: balance.playerId });
  }
  return players;
}

/** Whether a callback's effect is in the database: its claim answered OK (one row at most per vendor and txId). */
async function applied(database: Database, callback: Callback): Promise<bigint> {
  const [row] = await database.query<{ count: bigint }>(
    `select count(*)::bigint as count from provider_callbacks
      where vendor_code = $1 and tx_id = $2 and status = 'OK'`,
    [VENDOR, callback.body.txId],
  );
  return row?.count ?? 0n;
}

/**
 * Every member's main wallet against the bets the wallet keeps: funds, less the stakes that stand, plus the wins.
 * A bet, win or refund applied twice, or money moved without its record, breaks it.
 */
async function expectWalletsMatchBets(database: Database, players: Player[]): Promise<void> {
  for (const player of players) {
    const [row] = await database.query<{ balance: bigint; expected: bigint }>(
      `select a.balance,
              10000 - coalesce((select sum(stake) from bets where member_id = $1 and status <> 'ROLLED_BACK'), 0)
                    + coalesce((select sum(payout) from bets where member_id = $1), 0) as expected
         from ledger_accounts a where a.code = $2`,
      [player.playerId, mainWalletCode(BigInt(player.playerId))],
    );
    expect(row?.balance, `member ${player.playerId}`).toBe(BigInt(row?.expected ?? -1n));
  }
  expect((await checkInvariants(database)).filter((result) => result.violations > 0)).toEqual([]);
}

/** Waits while the server's rewards consumer takes what is left (it runs every second). */
async function rewardEventsTaken(url: string): Promise<void> {
  const database = await openPostgres({ url, maxConnections: 1 });
  try {
    await expect
      .poll(
        async () => {
          const [row] = await database.query<{ left: number }>(
            'select count(*)::int as left from reward_events',
          );
          return row?.left;
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(0);
  } finally {
    await database.close();
  }
}

/**
 * The rewards consumer ran through the crash too: each member's rebate accruals (no claims here), VIP day figures
 * and points earned (a point per cent of valid bet) equal the valid bets of its settled bets, so every settled bet
 * was counted once by every reward, not lost with a killed batch nor counted twice.
 */
async function expectRewardsCountedOnce(database: Database, players: Player[]): Promise<void> {
  for (const player of players) {
    const [row] = await database.query<{ settled: bigint; accrued: bigint; vip: bigint; points: bigint }>(
      `select coalesce((select sum(valid_bet) from bets where member_id = $1 and status = 'SETTLED'), 0)::bigint
                as settled,
              coalesce((select sum(valid_bet) from rebate_accruals where member_id = $1), 0)::bigint as accrued,
              coalesce((select sum(valid_bet) from vip_daily where member_id = $1), 0)::bigint as vip,
              coalesce((select earned from point_accounts where member_id = $1), 0)::bigint as points`,
      [player.playerId],
    );
    const label = `member ${player.playerId}'s counted bets`;
    expect(row?.accrued, `${label} (rebate)`).toBe(row?.settled);
    expect(row?.vip, `${label} (VIP)`).toBe(row?.settled);
    expect(row?.points, `${label} (points)`).toBe(row?.settled);
  }
}

/** Every category earns a point per cent of valid bet, so points count bets exactly. */
async function pointPerCent(url: string): Promise<void> {
  const database = await openPostgres({ url, maxConnections: 1 });
  try {
    await database.query(
      `insert into point_rules (category_code, valid_bet_per_point)
       select unnest($1::text[]), 1 on conflict (category_code) do update set valid_bet_per_point = 1`,
      [[...GAME_CATEGORIES]],
    );
  } finally {
    await database.close();
  }
}

/**
 * F1 with game traffic: players bet, win and are refunded by rollbacks (what a vendor does with an unknown bet)
 * until a kill -9 at a seeded moment. Read while the server is down: every acknowledged callback applied once,
 * every refused one never, every unknown one at most once. Restarted, the vendor resends the unknown ones with the
 * same txIds, in their order: each ends acknowledged and applied once, or refused and never applied. The rewards
 * consumer runs all along (and dies with the server): once it has taken what was left, every settled bet is counted
 * once (decision 0039).
 */
async function killUnderGameTraffic(seed: number, url: string) {
  const next = random(seed);
  const port = await freePort();
  // The jobs run as in production: the rewards consumer takes settled bets while the traffic runs, and is killed too.
  const env = { DATABASE_URL: url, PROVIDER_SECRET: SECRET, RUN_JOBS: 'true' };
  await pointPerCent(url);
  let server: ServerProcess = await startServerProcess(env, port);
  const sessions = await registerPlayers(server.url, 4);
  await fundPlayers(server.url, sessions);
  const players = await launch(server.url, sessions);

  const callbacks: Callback[] = [];
  let killed = false;
  const killer = setTimeout(
    () => {
      killed = true;
      server.child.kill('SIGKILL');
    },
    400 + Math.floor(next() * 1200),
  );
  const attempt = async (action: Callback['action'], body: Record<string, unknown>) => {
    const callback: Callback = { action, body, outcome: 'UNKNOWN' };
    callbacks.push(callback);
    callback.outcome = await send(server.url, action, body);
    return callback.outcome;
  };
  await Promise.all(
    players.map(async (player) => {
      while (!killed) {
        const roundId = `round-${randomUUID()}`;
        const bet = {
          requestId: randomUUID(),
          txId: `bet-${randomUUID()}`,
          token: player.token,
          playerId: player.playerId,
          roundId,
          gameCode: GAME,
          amount: `${1 + Math.floor(next() * 20)}.00`,
          currency: 'CNY',
        };
        const placed = await attempt('bet', bet);
        const roll = next();
        if (placed === 'UNKNOWN' || (placed === 'ACK' && roll < 0.25)) {
          await attempt('rollback', {
            requestId: randomUUID(),
            txId: `rb-${randomUUID()}`,
            refTxId: bet.txId,
            playerId: player.playerId,
            roundId,
          });
        } else if (placed === 'ACK' && roll < 0.85) {
          await attempt('win', {
            requestId: randomUUID(),
            txId: `win-${randomUUID()}`,
            refTxId: bet.txId,
            playerId: player.playerId,
            roundId,
            gameCode: GAME,
            amount: `${Math.floor(next() * 40)}.00`,
            currency: 'CNY',
            roundClosed: true,
          });
        }
      }
    }),
  );
  clearTimeout(killer);
  await server.exited;
  expect(callbacks.filter((callback) => callback.outcome === 'ACK').length).toBeGreaterThan(0);
  expect(new Set(callbacks.map((callback) => callback.action)).size).toBe(3);

  const afterCrash = await openPostgres({ url, maxConnections: 2 });
  try {
    for (const callback of callbacks) {
      const count = await applied(afterCrash, callback);
      const label = `${callback.action} ${callback.body.txId} ${callback.outcome}`;
      if (callback.outcome === 'ACK') expect(count, label).toBe(1n);
      if (callback.outcome === 'REFUSED') expect(count, label).toBe(0n);
      if (callback.outcome === 'UNKNOWN') expect(count, label).toBeLessThanOrEqual(1n);
    }
    await expectWalletsMatchBets(afterCrash, players);
  } finally {
    await afterCrash.close();
  }

  server = await startServerProcess(env, port);
  const unknown = callbacks.filter((callback) => callback.outcome === 'UNKNOWN');
  const retried = new Map<Callback, Outcome>();
  try {
    for (const callback of unknown) {
      let outcome: Outcome = 'UNKNOWN';
      // INTERNAL_ERROR means nothing was committed: the vendor sends the same callback again.
      for (let tries = 0; tries < 5 && outcome === 'UNKNOWN'; tries++)
        outcome = await send(server.url, callback.action, callback.body);
      retried.set(callback, outcome);
    }
    await rewardEventsTaken(url);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  const afterRetry = await openPostgres({ url, maxConnections: 2 });
  try {
    for (const [callback, outcome] of retried) {
      const label = `retried ${callback.action} ${callback.body.txId}`;
      expect(outcome, label).not.toBe('UNKNOWN');
      expect(await applied(afterRetry, callback), label).toBe(outcome === 'ACK' ? 1n : 0n);
    }
    await expectWalletsMatchBets(afterRetry, players);
    await expectRewardsCountedOnce(afterRetry, players);
  } finally {
    await afterRetry.close();
  }
}

describe.runIf(process.env.DATABASE_URL)(
  'F1: kill -9 under bet, win and rollback traffic on PostgreSQL',
  () => {
    const created: string[] = [];
    const templateUrl = inject('pgTemplateUrl') ?? '';
    afterAll(async () => {
      const admin = await openPostgres({ url: withDatabaseName(templateUrl, 'postgres'), maxConnections: 1 });
      for (const name of created) await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    });

    for (const seed of [3, 1999, 4242]) {
      it(`settles every acknowledged callback exactly once after a crash (seed ${seed})`, async () => {
        const name = `playhall_f1g_${randomBytes(4).toString('hex')}`;
        const admin = await openPostgres({
          url: withDatabaseName(templateUrl, 'postgres'),
          maxConnections: 1,
        });
        await admin.exec(`create database ${name} template ${new URL(templateUrl).pathname.slice(1)}`);
        await admin.close();
        created.push(name);
        await killUnderGameTraffic(seed, withDatabaseName(templateUrl, name));
      }, 120_000);
    }
  },
);
