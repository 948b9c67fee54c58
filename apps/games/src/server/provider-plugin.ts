import { existsSync } from 'node:fs';
import {
  GAME_SESSION_HEADER,
  GamePlayError,
  zClientSeedBody,
  zCreateSession,
  zSpinBody,
  zTicketBody,
  zVerifyBody,
} from '@playhall/contracts/games-play';
import { isOfferedLanguage } from '@playhall/contracts/languages';
import { ReconciliationRefusal, zRoundLogRequest, zVoidRequest } from '@playhall/contracts/provider';
import { sameOriginAddress } from '@playhall/contracts/return-path';
import { acceptSignedJsonOnly } from '@playhall/signing/signed-json';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { builtInGameName } from '../catalogue/built-in-games';
import { maintenancePage } from '../maintenance-page';
import { engineFor } from './engine-for';
import { GameError } from './game-error';
import type { GamesDb } from './games-db';
import { createLotteryDraws, type LotteryClock } from './lottery-draws';
import { createLotteryPlay } from './lottery-play';
import { pageShell } from './pages';
import { createRoundLog, type RoundLog } from './round-log';
import { createSeeds } from './seeds';
import { createSessions } from './sessions';
import { createSettlement } from './settlement';
import { createSlotPlay, slotView } from './slot-play';
import { verify } from './verify';
import { createWalletClient } from './wallet-client';

export type GamesProviderOptions = {
  db: GamesDb;
  /** Where the portal's seamless wallet answers (`/wps/provider/...`). */
  walletUrl: string;
  /** The demo vendors' secret: signs wallet callbacks and checks launch addresses. */
  secret: string;
  /** Where the player goes when leaving a game (the portal). */
  portalUrl: string;
  clock: LotteryClock;
  demoCurrency: () => Promise<string>;
  /** The built browser code (apps/games/dist/client); absent in API-only tests. */
  clientDir: string | null;
};

export type GamesJob = { name: string; everyMs: number; run: () => Promise<number> };

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new GameError(400, GamePlayError.BAD_REQUEST);
  return parsed.data;
}

/**
 * The built-in game provider (apps/games): the game pages launch addresses open, their API, and the jobs that draw
 * lotteries and finish half-settled rounds. It moves money only through the portal's wallet, over HTTP, signed
 * like any outside vendor. Answers the Fastify plugin and the jobs for the host's scheduler.
 */
export function createGamesProvider(options: GamesProviderOptions) {
  const { db } = options;
  const wallet = createWalletClient({ walletUrl: options.walletUrl, secret: options.secret });
  const seeds = createSeeds(db);
  const sessions = createSessions({
    db,
    wallet,
    seeds,
    secret: options.secret,
    demoCurrency: options.demoCurrency,
    timeZone: options.clock.timeZone,
  });
  const settlement = createSettlement({ db, wallet });
  const draws = createLotteryDraws(db, options.clock);
  const slots = createSlotPlay({ db, seeds, settlement });
  const lottery = createLotteryPlay({ db, draws, settlement });
  const roundLog = createRoundLog(db);

  const jobs: GamesJob[] = [
    {
      name: 'games-lottery-draws',
      everyMs: 2_000,
      run: async () => (await draws.drawDue()) + (await lottery.settleDrawn()),
    },
    { name: 'games-settlement-retries', everyMs: 10_000, run: settlement.retryPending },
  ];

  async function plugin(app: FastifyInstance): Promise<void> {
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof GameError) return reply.status(error.statusCode).send({ error: error.code });
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 429) return reply.status(429).send({ error: GamePlayError.RATE_LIMITED });
      if (status && status >= 400 && status < 500)
        return reply.status(status).send({ error: GamePlayError.BAD_REQUEST });
      app.log.error({ err: error }, 'game provider failed');
      return reply.status(500).send({ error: GamePlayError.UNAVAILABLE });
    });
    // Pages carry launch tokens and the API answers balances: nothing of it may be cached (the assets may).
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/play/assets/')) reply.header('cache-control', 'no-store');
    });
    const session = (request: FastifyRequest) => {
      const token = request.headers[GAME_SESSION_HEADER];
      return sessions.find(typeof token === 'string' ? token : undefined);
    };
    const language = (value: unknown) =>
      typeof value === 'string' && isOfferedLanguage(value) ? value : 'en';

    app.get<{
      Params: { vendor: string; gameCode: string };
      Querystring: Record<string, string | undefined>;
    }>('/play/:vendor/:gameCode', async (request, reply) => {
      const { vendor, gameCode } = request.params;
      const query = request.query;
      const back = sameOriginAddress(query.back, options.portalUrl) ?? options.portalUrl;
      const lang = language(query.lang);
      const category = query.cat ?? '';
      const name =
        builtInGameName(vendor, gameCode, lang, { fastMinutes: options.clock.fastMinutes }) ?? null;
      if (engineFor(vendor, category).engine === 'maintenance') {
        return html(reply, maintenancePage({ vendor, gameCode, name, language: lang, back }));
      }
      return html(
        reply,
        pageShell({
          page: 'game',
          vendor,
          gameCode,
          mode: query.mode === 'real' ? 'real' : 'demo',
          token: query.token ?? null,
          category,
          signature: query.sig ?? '',
          language: lang,
          backUrl: back,
          title: name,
        }),
      );
    });
    app.get<{ Querystring: Record<string, string | undefined> }>('/play/verify', async (request, reply) => {
      const { lang, ...prefill } = request.query;
      return html(reply, pageShell({ page: 'verify', language: language(lang), prefill }));
    });

    app.post('/play/api/session', async (request) => {
      const body = parse(zCreateSession, request.body);
      return sessions.create(body, language((request.query as { lang?: string }).lang));
    });
    app.get('/play/api/balance', async (request) => ({
      balance: await sessions.balance(await session(request)),
    }));
    app.get('/play/api/slot', async (request) => {
      const current = await session(request);
      if (current.engine !== 'slot') throw new GameError(409, GamePlayError.WRONG_ENGINE);
      return slotView(current.game_code);
    });
    app.post('/play/api/slot/spin', async (request) =>
      slots.spin(await session(request), parse(zSpinBody, request.body).stake),
    );
    app.get('/play/api/history', async (request) => ({
      rounds: await slots.history(await session(request)),
    }));
    app.post('/play/api/fairness/client-seed', async (request) => {
      const { clientSeed } = parse(zClientSeedBody, request.body);
      return (await seeds.rotate((await session(request)).owner, clientSeed)).current;
    });
    app.post('/play/api/fairness/rotate', async (request) => seeds.rotate((await session(request)).owner));
    app.get('/play/api/lottery', async (request) => lottery.view(await session(request)));
    app.post('/play/api/lottery/tickets', async (request) =>
      lottery.place(await session(request), parse(zTicketBody, request.body)),
    );
    app.get('/play/api/lottery/tickets', async (request) => ({
      tickets: await lottery.tickets(await session(request)),
    }));
    app.post('/play/api/verify', async (request) => verify(parse(zVerifyBody, request.body)));
    await app.register(reconciliationRoutes(options.secret, roundLog));

    if (options.clientDir && existsSync(options.clientDir)) {
      const { default: fastifyStatic } = await import('@fastify/static');
      await app.register(fastifyStatic, {
        root: options.clientDir,
        prefix: '/play/assets/',
        decorateReply: false,
        maxAge: 300_000,
      });
    }
  }

  return { plugin, jobs, settlement, draws, lottery, roundLog };
}

/** How far a reconciliation request's `sentAt` may be from this clock: an old signed request is not run again. */
const REQUEST_FRESHNESS_MS = 5 * 60_000;

function assertFresh(sentAt: string): void {
  if (Math.abs(Date.now() - Date.parse(sentAt)) > REQUEST_FRESHNESS_MS) {
    throw new GameError(401, ReconciliationRefusal.REQUEST_EXPIRED);
  }
}

/**
 * What the wallet asks for when it reconciles (rule 7): the round log of a vendor and period, and the void of
 * wagers it holds no stake for. Signed JSON only, whatever the content type says, with the vendor secret over the
 * raw body (issue 11.1), and recent: a captured request replayed later is refused.
 */
function reconciliationRoutes(secret: string, roundLog: RoundLog) {
  return async (app: FastifyInstance) => {
    acceptSignedJsonOnly(app, {
      secretFor: () => secret,
      refuse: (reply, refusal) =>
        reply.status(refusal === 'INVALID_SIGNATURE' ? 401 : refusal === 'BAD_REQUEST' ? 400 : 415).send({
          error: refusal,
        }),
    });
    app.post('/play/provider/round-log', async (request) => {
      const { vendor, from, to, sentAt } = parse(zRoundLogRequest, request.body);
      assertFresh(sentAt);
      return { rounds: await roundLog.list(vendor, new Date(from), new Date(to)) };
    });
    app.post('/play/provider/void', async (request) => {
      const { vendor, betTxIds, sentAt } = parse(zVoidRequest, request.body);
      assertFresh(sentAt);
      return { voided: await roundLog.voidWagers(vendor, betTxIds) };
    });
  };
}

function html(reply: FastifyReply, body: string) {
  return reply.type('text/html; charset=utf-8').send(body);
}
