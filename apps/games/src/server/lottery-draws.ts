import type { DrawView, LotteryResultView } from '@playhall/contracts/games-play';
import { drawResult } from '../engines/lottery/draw';
import { LOTTERY_FAMILIES, type LotteryFamily } from '../engines/lottery/lottery-types';
import { type DrawWindow, drawsAround, type LotterySchedule, scheduleOf } from '../engines/lottery/schedule';
import { hashServerSeed, newServerSeed } from '../fair/seeds';
import type { GamesDb } from './games-db';

type DrawRow = {
  draw_id: string;
  server_seed: string;
  server_seed_hash: string;
  draws_at: Date | string;
  result: LotteryResultView | null;
};

export type LotteryClock = {
  timeZone: () => Promise<string>;
  /** Fast (interval) draws every this many minutes instead of the engine's 3 (the e2e server uses 1). */
  fastMinutes?: number;
};

/**
 * Scheduled draws: each draw's server seed is made (and its hash published) before betting on it opens, and the
 * seed is revealed with the result. Drawing is a conditional update, so two nodes never draw one draw twice.
 */
export function createLotteryDraws(db: GamesDb, clock: LotteryClock) {
  async function around(family: LotteryFamily, now = new Date()) {
    return drawsAround(family, now, await clock.timeZone(), 10, scheduleOf(family, clock.fastMinutes));
  }

  /** The draw's row, made with a fresh seed the first time anybody needs it. */
  async function ensure(window: DrawWindow): Promise<DrawRow> {
    const serverSeed = newServerSeed();
    await db.query(
      `insert into gp_draws (family, draw_id, server_seed, server_seed_hash, draws_at)
       values ($1, $2, $3, $4, $5) on conflict do nothing`,
      [window.family, window.id, serverSeed, hashServerSeed(serverSeed), window.drawsAt.toISOString()],
    );
    const [row] = await db.query<DrawRow>(
      'select draw_id, server_seed, server_seed_hash, draws_at, result from gp_draws where family = $1 and draw_id = $2',
      [window.family, window.id],
    );
    if (!row) throw new Error(`draw ${window.id} vanished`);
    return row;
  }

  /** A draw older than the schedule's recent windows (or from another schedule): only its time is known. */
  function pastWindow(family: LotteryFamily, row: DrawRow): DrawWindow {
    const at = new Date(row.draws_at);
    return { id: row.draw_id, family, opensAt: at, closesAt: at, drawsAt: at };
  }

  function view(window: DrawWindow, row: DrawRow): DrawView {
    return {
      drawId: window.id,
      opensAt: window.opensAt.toISOString(),
      closesAt: window.closesAt.toISOString(),
      drawsAt: window.drawsAt.toISOString(),
      serverSeedHash: row.server_seed_hash,
      ...(row.result ? { serverSeed: row.server_seed, result: row.result } : {}),
    };
  }

  /** The open draw and the last ten drawn ones. */
  async function state(family: LotteryFamily) {
    const draws = await around(family);
    const current = view(draws.current, await ensure(draws.current));
    const drawn = await db.query<DrawRow>(
      `select draw_id, server_seed, server_seed_hash, draws_at, result from gp_draws
       where family = $1 and result is not null order by draws_at desc limit 10`,
      [family],
    );
    const windows = new Map(draws.previous.map((window) => [window.id, window]));
    const previous = drawn.map((row) => view(windows.get(row.draw_id) ?? pastWindow(family, row), row));
    return { current, isBettingOpen: draws.isBettingOpen, window: draws.current, previous };
  }

  /** Publishes every family's next draw and draws the ones whose time has come; answers how many it drew. */
  async function drawDue(now = new Date()): Promise<number> {
    for (const family of LOTTERY_FAMILIES) await ensure((await around(family, now)).current);
    const due = await db.query<{ family: LotteryFamily; draw_id: string; server_seed: string }>(
      `select family, draw_id, server_seed from gp_draws where drawn_at is null and draws_at <= $1 order by draws_at limit 100`,
      [now.toISOString()],
    );
    let drawn = 0;
    for (const draw of due) {
      const result = drawResult(draw.family, draw.server_seed, draw.draw_id);
      const updated = await db.query(
        `update gp_draws set result = $3::jsonb, drawn_at = now() where family = $1 and draw_id = $2 and drawn_at is null
         returning draw_id`,
        [draw.family, draw.draw_id, JSON.stringify(result)],
      );
      drawn += updated.length;
    }
    return drawn;
  }

  return {
    around,
    ensure,
    state,
    drawDue,
    scheduleOf: (family: LotteryFamily): LotterySchedule => scheduleOf(family, clock.fastMinutes),
  };
}

export type LotteryDraws = ReturnType<typeof createLotteryDraws>;
