import { randomUUID } from 'node:crypto';
import { formatAmount } from '@playhall/contracts/money';
import { sign } from '@playhall/signing/signature';
import { expect } from 'vitest';
import { api, newRegistration } from './accounts';
import type { TestContext } from './build-app';
import { fund } from './money';

/** A demo vendor and one of its slot tiles (category RNG). */
export const VENDOR = 'PG';
export const GAME = 'PG-0003';

export type ProviderCall = { status: number; body: Record<string, string | undefined> };

/**
 * A game vendor calling the wallet, exactly as an outside vendor would: JSON signed with the vendor's secret in
 * X-Signature; over real HTTP when the test app listens, through `inject` otherwise.
 */
export function vendorClient(
  t: TestContext,
  { vendor = VENDOR, secret = t.secrets.provider }: { vendor?: string; secret?: string } = {},
) {
  async function raw(action: string, text: string, signature?: string | null): Promise<ProviderCall> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const signed = signature === undefined ? sign(secret, text) : signature;
    if (signed !== null) headers['x-signature'] = signed;
    const url = `/wps/provider/${vendor}/${action}`;
    if (!t.app.server.listening) {
      const injected = await t.app.inject({ method: 'POST', url, headers, payload: text });
      return { status: injected.statusCode, body: injected.json() };
    }
    const response = await fetch(`${t.config.PUBLIC_URL}${url}`, { method: 'POST', headers, body: text });
    return { status: response.status, body: (await response.json()) as ProviderCall['body'] };
  }
  const call = (action: string, body: Record<string, unknown>) =>
    raw(action, JSON.stringify({ requestId: randomUUID(), ...body }));
  return {
    raw,
    call,
    /**
     * What a vendor does with INTERNAL_ERROR (the database gave up inside the time budget, nothing committed):
     * sends the same callback again.
     */
    async retried(action: string, body: Record<string, unknown>): Promise<ProviderCall> {
      for (let attempt = 1; ; attempt++) {
        const answer = await call(action, body);
        if (answer.body.status !== 'INTERNAL_ERROR' || attempt === 5) return answer;
      }
    },
    /** The player's balance as the vendor reads it: the wallet's answer to a balance callback. */
    async balanceOf(player: { token: string; playerId: string }): Promise<string | undefined> {
      return (await call('balance', { token: player.token, playerId: player.playerId })).body.balance;
    },
  };
}

export type Player = { token: string; playerId: string; session: string };

/** A new member with `minor` in the main wallet, launched into a game: the vendor holds a started launch token. */
export async function launchedPlayer(t: TestContext, minor: bigint, gameCode = GAME): Promise<Player> {
  const payload = newRegistration();
  const registered = await api(t, 'PUT', '/wps/member/register', { payload });
  const session: string = registered.body.value.token;
  if (minor > 0n) await fund(t, String(payload.username), minor);
  return launch(t, session, gameCode);
}

/** Launches a logged-in member into a game and makes the vendor's first balance call. */
export async function launch(t: TestContext, session: string, gameCode = GAME): Promise<Player> {
  const launched = await api(t, 'GET', `/wps/game/launchGame?gameCode=${gameCode}&vassalage=${VENDOR}`, {
    token: session,
  });
  const token = new URL(launched.body.value.url, t.config.PUBLIC_URL).searchParams.get('token') ?? '';
  const { body } = await vendorClient(t).call('balance', { token });
  expect(body.status).toBe('OK');
  return { token, playerId: String(body.playerId), session };
}

/** The fields every bet of a player needs; a test overrides what it is about. */
export function betBody(player: Player, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    txId: `bet-${randomUUID()}`,
    token: player.token,
    playerId: player.playerId,
    roundId: `round-${randomUUID()}`,
    gameCode: GAME,
    amount: '10.00',
    currency: 'CNY',
    ...overrides,
  };
}

export function winBody(bet: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return {
    txId: `win-${randomUUID()}`,
    refTxId: bet.txId,
    playerId: bet.playerId,
    roundId: bet.roundId,
    gameCode: bet.gameCode,
    amount: '25.00',
    currency: 'CNY',
    roundClosed: true,
    ...overrides,
  };
}

export function rollbackBody(bet: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return {
    txId: `rb-${randomUUID()}`,
    refTxId: bet.txId,
    playerId: bet.playerId,
    roundId: bet.roundId,
    ...overrides,
  };
}

/** Ledger transactions under a vendor's keys for one txId (a bet, a win, or a bet's refund). */
export async function postingsFor(t: TestContext, txId: string, vendor = VENDOR): Promise<number> {
  const [row] = await t.database.query<{ count: bigint }>(
    `select count(*)::bigint as count from ledger_transactions
     where idempotency_key in ($1, $2)`,
    [`provider:${vendor}:${txId}`, `provider:${vendor}:rollback:${txId}`],
  );
  return Number(row?.count ?? 0n);
}

/** One settled slot round through the protocol: a bet of `stake` and a win of `payout` (minor units). */
export async function playRound(
  t: TestContext,
  player: Player,
  stake: bigint,
  payout: bigint,
): Promise<void> {
  const vendor = vendorClient(t);
  const bet = betBody(player, { amount: formatAmount(stake) });
  expect((await vendor.call('bet', bet)).body.status).toBe('OK');
  expect((await vendor.call('win', winBody(bet, { amount: formatAmount(payout) }))).body.status).toBe('OK');
}
