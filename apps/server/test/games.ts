import { expect } from 'vitest';
import { mainWalletCode } from '../src/modules/ledger/accounts';
import { api, newRegistration } from './accounts';
import type { TestContext } from './build-app';
import { fund } from './money';

/**
 * A player of the built-in games, as the game page is: launched through the portal, then calling the provider's
 * page API over HTTP (the test app must listen). `context` is read late, since suites build their app in beforeAll.
 */
export function gamePlayer(context: () => TestContext) {
  async function play(method: 'GET' | 'POST', path: string, session?: string, body?: unknown) {
    const response = await fetch(`${context().config.PUBLIC_URL}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(session ? { 'x-game-session': session } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
    return { status: response.status, body: (await response.json()) as any };
  }

  /** A member with money, launched into a game: the launch address's parameters, as the game page reads them. */
  async function launched(minor: bigint, gameCode: string, vendor: string, demo = false) {
    const payload = newRegistration();
    const registered = await api(context(), 'PUT', '/wps/member/register', { payload });
    const token: string = registered.body.value.token;
    if (minor > 0n) await fund(context(), String(payload.username), minor);
    const launch = await api(
      context(),
      'GET',
      `/wps/game/launchGame?gameCode=${gameCode}&vassalage=${vendor}&demo=${demo ? 1 : 0}`,
      {
        token,
      },
    );
    const url = new URL(launch.body.value.url, context().config.PUBLIC_URL);
    const query = url.searchParams;
    return {
      username: String(payload.username),
      memberToken: token,
      gameName: String(launch.body.value.gameName),
      page: url,
      session: {
        vendor,
        gameCode,
        mode: query.get('mode'),
        category: query.get('cat'),
        signature: query.get('sig'),
        ...(query.get('token') ? { token: query.get('token') } : {}),
      },
    };
  }

  async function start(minor: bigint, gameCode = 'PG-0003', vendor = 'PG') {
    const player = await launched(minor, gameCode, vendor);
    const created = await play('POST', '/play/api/session', undefined, player.session);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return { ...player, token: created.body.session as string, created: created.body };
  }

  async function walletBalance(username: string): Promise<bigint> {
    const { database } = context();
    const [member] = await database.query<{ id: bigint }>('select id from members where account = $1', [
      username,
    ]);
    if (!member) return -1n;
    const [row] = await database.query<{ balance: bigint }>(
      'select balance from ledger_accounts where code = $1',
      [mainWalletCode(member.id)],
    );
    return row?.balance ?? -1n;
  }

  return { play, launched, start, walletBalance };
}
