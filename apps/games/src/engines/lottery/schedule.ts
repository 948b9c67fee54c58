import type { LotteryFamily } from './lottery-types';
import { addDays, instantAt, isRepeatedWallTime, wallTimeAt } from './zoned-time';

/** 'interval': a draw every N minutes, on the clock (:00, :03, …); 'daily': once a day at HH:MM brand time. */
export type LotterySchedule = { kind: 'interval'; minutes: number } | { kind: 'daily'; time: string };

export const LOTTERY_SCHEDULES: Readonly<Record<LotteryFamily, LotterySchedule>> = {
  LOTT: { kind: 'interval', minutes: 3 },
  VN: { kind: 'daily', time: '18:30' },
  SEA: { kind: 'interval', minutes: 3 },
  SEA4D: { kind: 'daily', time: '19:00' },
};

/**
 * A family's schedule on this deployment: its interval draws may run every `fastMinutes` instead
 * (LOTTERY_FAST_MINUTES; the browser journeys use 1). Game names state the same interval.
 */
export function scheduleOf(family: LotteryFamily, fastMinutes?: number): LotterySchedule {
  const schedule = LOTTERY_SCHEDULES[family];
  return schedule.kind === 'interval' && fastMinutes ? { kind: 'interval', minutes: fastMinutes } : schedule;
}

/** Bets close 15 s before the draw, so no bet can be placed while the result is being drawn and published. */
export const BETTING_CLOSES_BEFORE_DRAW_MS = 15_000;

export type DrawWindow = {
  /** Stable and readable: FAMILY-YYYYMMDD-HHMM of the draw in the brand zone, e.g. LOTT-20261122-0415. */
  id: string;
  family: LotteryFamily;
  /** Betting opens when the previous draw is drawn. */
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
};

export type DrawsAround = {
  /** The next draw to happen (drawsAt > now); bets are taken on it until closesAt. */
  current: DrawWindow;
  isBettingOpen: boolean;
  /** Draws already drawn, newest first. */
  previous: DrawWindow[];
};

function dailyClock(schedule: { time: string }): { hour: number; minute: number } {
  const [hour = 0, minute = 0] = schedule.time.split(':').map(Number);
  return { hour, minute };
}

/** The draw time right after `instant` (strictly later). */
function nextDrawAt(schedule: LotterySchedule, instant: Date, timeZone: string): Date {
  if (schedule.kind === 'interval') {
    // Every real zone offset is a whole number of 15 minutes, so UTC multiples of 3 minutes are also on the
    // brand's local 3-minute marks: counting from the epoch gives the same draws in every zone.
    const period = schedule.minutes * 60_000;
    return new Date(Math.floor(instant.getTime() / period) * period + period);
  }
  const wall = wallTimeAt(instant, timeZone);
  const today = instantAt({ ...wall, ...dailyClock(schedule) }, timeZone);
  if (today.getTime() > instant.getTime()) return today;
  return instantAt({ ...addDays(wall, 1), ...dailyClock(schedule) }, timeZone);
}

function previousDrawAt(schedule: LotterySchedule, drawsAt: Date, timeZone: string): Date {
  if (schedule.kind === 'interval') return new Date(drawsAt.getTime() - schedule.minutes * 60_000);
  return instantAt({ ...addDays(wallTimeAt(drawsAt, timeZone), -1), ...dailyClock(schedule) }, timeZone);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * FAMILY-YYYYMMDD-HHMM in the brand zone. When clocks go back an hour repeats, and its draws get a "-2" suffix
 * the second time round so ids stay unique (LOTT-20261101-0130, then LOTT-20261101-0130-2).
 */
export function drawIdFor(family: LotteryFamily, drawsAt: Date, timeZone: string): string {
  const wall = wallTimeAt(drawsAt, timeZone);
  const id = `${family}-${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}-${pad(wall.hour)}${pad(wall.minute)}`;
  return isRepeatedWallTime(drawsAt, timeZone) ? `${id}-2` : id;
}

export function drawWindowAt(
  family: LotteryFamily,
  drawsAt: Date,
  timeZone: string,
  schedule: LotterySchedule = LOTTERY_SCHEDULES[family],
): DrawWindow {
  return {
    id: drawIdFor(family, drawsAt, timeZone),
    family,
    opensAt: previousDrawAt(schedule, drawsAt, timeZone),
    closesAt: new Date(drawsAt.getTime() - BETTING_CLOSES_BEFORE_DRAW_MS),
    drawsAt,
  };
}

export function drawsAround(
  family: LotteryFamily,
  now: Date,
  timeZone: string,
  previousCount = 10,
  schedule: LotterySchedule = LOTTERY_SCHEDULES[family],
): DrawsAround {
  const current = drawWindowAt(family, nextDrawAt(schedule, now, timeZone), timeZone, schedule);
  const previous: DrawWindow[] = [];
  let drawsAt = current.opensAt;
  for (let index = 0; index < previousCount; index++) {
    const window = drawWindowAt(family, drawsAt, timeZone, schedule);
    previous.push(window);
    drawsAt = window.opensAt;
  }
  return { current, isBettingOpen: now.getTime() < current.closesAt.getTime(), previous };
}

const DRAW_ID = /^(LOTT|VN|SEA|SEA4D)-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(-2)?$/;
const HALF_HOUR = 30 * 60_000;

/**
 * The window of a draw id, or null if no draw of the family has that id. The id's wall time is turned back into
 * an instant, and instants up to 2 hours either side (a DST shift) are tried until one yields exactly this id.
 */
export function findDraw(
  family: LotteryFamily,
  drawId: string,
  timeZone: string,
  schedule: LotterySchedule = LOTTERY_SCHEDULES[family],
): DrawWindow | null {
  const match = DRAW_ID.exec(drawId);
  if (match === null || match[1] !== family) return null;
  const [year, month, day, hour, minute] = match.slice(2, 7).map(Number);
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    hour === undefined ||
    minute === undefined
  ) {
    return null;
  }
  const guess = instantAt({ year, month, day, hour, minute }, timeZone).getTime();
  for (const shift of [0, -1, 1, -2, 2, -3, 3, -4, 4]) {
    const candidate = new Date(guess + shift * HALF_HOUR);
    const drawsAt = nextDrawAt(schedule, new Date(candidate.getTime() - 1), timeZone);
    if (drawsAt.getTime() !== candidate.getTime()) continue;
    const window = drawWindowAt(family, drawsAt, timeZone, schedule);
    if (window.id === drawId) return window;
  }
  return null;
}
