/// <reference lib="dom" />
import { createHmac, randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type postgres from 'postgres';
import { openContext, portal, seedStorage } from '../../harness/browser';
import { memberCall } from './cashier';

export type GameInfo = {
  vendor: string;
  gameCode: string;
  category: string;
  name: string;
  vendorName: string;
};

/** A game of a category from the catalogue, served by a seamless-wallet vendor, with its English name. */
export async function gameOf(sql: postgres.Sql, category: string, vendor?: string): Promise<GameInfo> {
  const [row] = await sql<GameInfo[]>`
    select g.vendor_code as vendor, g.game_code as "gameCode", g.category_code as category,
           g.names->>'en' as name, v.display_name as "vendorName"
    from games g join vendors v on v.code = g.vendor_code
    where g.category_code = ${category} and g.is_game = 'GAME' and g.enabled
      and v.wallet_type = 'SEAMLESS' and v.status = 'ACTIVE' and (${vendor ?? null}::text is null or v.code = ${vendor ?? null})
    order by g.node_id limit 1`;
  if (!row) throw new Error(`no seamless ${category} game`);
  return row;
}

type ProviderAnswer = { status: string; playerId?: string; currency?: string };

/**
 * A game vendor calling the wallet, exactly as an outside vendor would (PROVIDER-PROTOCOL.md): signed JSON with
 * an HMAC-SHA256 of the body in X-Signature. INTERNAL_ERROR (the database gave up inside its time budget,
 * nothing committed) is what a vendor retries.
 */
async function vendorCall(
  baseUrl: string,
  vendor: string,
  action: 'balance' | 'bet' | 'win' | 'rollback',
  body: Record<string, unknown>,
): Promise<ProviderAnswer> {
  const text = JSON.stringify({ requestId: randomUUID(), ...body });
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${baseUrl}/wps/provider/${vendor}/${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // What the demo vendors sign with: the secret the server generated at its first start.
        'x-signature': createHmac('sha256', portal().providerSecret).update(text).digest('hex'),
      },
      body: text,
    });
    const answer = (await response.json()) as ProviderAnswer;
    if (answer.status === 'OK') return answer;
    if (answer.status !== 'INTERNAL_ERROR' || attempt === 5)
      throw new Error(`${vendor} ${action} answered ${answer.status}`);
  }
}

export type GameSession = GameInfo & { token: string; playerId: string; currency: string };

/** The member launches a game (real money); the vendor opens its session with the launch token. */
export async function launchGame(baseUrl: string, memberToken: string, game: GameInfo): Promise<GameSession> {
  const launched = await memberCall<{ url: string }>(
    baseUrl,
    memberToken,
    'GET',
    `/wps/game/launchGame?gameCode=${encodeURIComponent(game.gameCode)}&vassalage=${game.vendor}`,
  );
  const token = new URL(launched.url, baseUrl).searchParams.get('token');
  if (!token) throw new Error(`the launch of ${game.gameCode} carries no token`);
  const opened = await vendorCall(baseUrl, game.vendor, 'balance', { token });
  return { ...game, token, playerId: opened.playerId ?? '', currency: opened.currency ?? 'CNY' };
}

export type RoundEnd = { payout: string } | 'open' | 'rollback';

/** One round through the protocol: a bet of `stake`, then a win of `payout`, nothing (open) or a rollback. */
export async function playRound(baseUrl: string, session: GameSession, stake: string, end: RoundEnd) {
  const roundId = `round-${randomUUID()}`;
  const txId = `bet-${randomUUID()}`;
  const common = { playerId: session.playerId, roundId };
  await vendorCall(baseUrl, session.vendor, 'bet', {
    ...common,
    txId,
    token: session.token,
    gameCode: session.gameCode,
    amount: stake,
    currency: session.currency,
  });
  if (end === 'open') return roundId;
  if (end === 'rollback') {
    await vendorCall(baseUrl, session.vendor, 'rollback', {
      ...common,
      txId: `rb-${randomUUID()}`,
      refTxId: txId,
    });
    return roundId;
  }
  await vendorCall(baseUrl, session.vendor, 'win', {
    ...common,
    txId: `win-${randomUUID()}`,
    refTxId: txId,
    gameCode: session.gameCode,
    amount: end.payout,
    currency: session.currency,
    roundClosed: true,
  });
  return roundId;
}

/** A logged-in member's browser at any size (the screenshots want 1280×800), in a theme. */
export async function memberContext(
  browser: Browser,
  baseUrl: string,
  token: string,
  options: { width: number; height: number; theme?: 'dark' | 'light'; timezoneId?: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext(browser, {
    baseURL: baseUrl,
    viewport: { width: options.width, height: options.height },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  await seedStorage(context, {
    local: options.theme ? { theme: options.theme } : {},
    session: { token },
  });
  return { context, page: await context.newPage() };
}
