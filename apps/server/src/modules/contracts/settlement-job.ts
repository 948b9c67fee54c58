import { DIVIDEND_PERIODS, SALARY_PERIOD } from '@playhall/contracts/agent-contracts';
import type { Brand } from '@playhall/contracts/system';
import type { Database, SqlRunner } from '../../db/database';
import { payOpenSettlements } from './pay-settlements';
import { type PeriodBounds, periodContaining, periodDays } from './periods';
import { selectBrandTerms } from './queries';
import { type Schedule, scheduleName, settlePeriod } from './settle-period';
import { isRolledUpTo } from './settlement-bases';
import { KIND_FLAG } from './terms';

/** Every schedule the brand can settle: a dividend over each of its periods, and each salary over its own. */
export const SCHEDULES: readonly Schedule[] = [
  ...DIVIDEND_PERIODS.map((period) => ({ kind: 'DIVIDEND' as const, period })),
  { kind: 'DAILY_SALARY', period: SALARY_PERIOD.DAILY_SALARY },
  { kind: 'HOURLY_SALARY', period: SALARY_PERIOD.HOURLY_SALARY },
  { kind: 'REALTIME_SALARY', period: SALARY_PERIOD.REALTIME_SALARY },
];

/** Periods one transaction settles at most, so that a long catch-up commits as it goes. */
const PERIODS_PER_RUN = 48;

type Settings = {
  carry_dividend_losses: boolean;
  daily_delay_minutes: number;
  hourly_grace_minutes: number;
  realtime_grace_minutes: number;
};

export type SettlementJobDeps = {
  database: Database;
  brand: () => Promise<Pick<Brand, 'timeZone' | 'currency'>>;
  featureFlags: () => Promise<Record<string, boolean>>;
  /** Brings the team figures up to date (the roll-up, decision 0028): days settle from complete team rows. */
  catchUpRollup: () => Promise<number>;
  /** The settlement clock: the real time, or the journeys' test hook's (decision 0032). */
  now: () => Date;
};

const isWindow = (schedule: Schedule) => schedule.period === 'HOURLY' || schedule.period === 'FIVE_MINUTES';

function graceMs(schedule: Schedule, settings: Settings): number {
  const minutes =
    schedule.period === 'FIVE_MINUTES'
      ? settings.realtime_grace_minutes
      : schedule.period === 'HOURLY'
        ? settings.hourly_grace_minutes
        : settings.daily_delay_minutes;
  return minutes * 60_000;
}

/**
 * Settlement (issue 14, decision 0032): each schedule's periods, once each, in order, from where it last stopped
 * (`settlement_cursors`) up to the last period whose grace has passed, so a node back from downtime settles what it
 * missed; then every open payment, top agents first. Safe on several nodes at once: a schedule settles under a
 * transaction-level advisory lock and its cursor row, a period's rows and the cursor's move commit together, and the
 * rows are unique per (kind, payee, period) (I12). A day settles only from a complete roll-up.
 */
export function createSettlementJob(deps: SettlementJobDeps) {
  const { database } = deps;

  /** Settles one schedule's due periods, up to PERIODS_PER_RUN; answers the rows written and whether it is done. */
  async function settleSchedule(
    schedule: Schedule,
    context: { timeZone: string; settings: Settings; flags: Record<string, boolean>; now: Date },
  ): Promise<{ written: number; isDone: boolean }> {
    return database.transaction(async (tx) => {
      const name = scheduleName(schedule);
      const [locked] = await tx.query<{ ok: boolean }>(
        'select pg_try_advisory_xact_lock(hashtext($1)) as ok',
        [`settlement:${name}`],
      );
      if (!locked?.ok) return { written: 0, isDone: true };
      let cursor = await readCursor(tx, name, schedule, context);
      if (!cursor) return { written: 0, isDone: true };
      const terms = (await selectBrandTerms(tx)).find((row) => row.kind === schedule.kind);
      const brandTiers = terms && terms.period === schedule.period ? terms.tiers : null;
      const isEnabled = context.flags[KIND_FLAG[schedule.kind]] === true;
      let written = 0;
      for (let settled = 0; settled < PERIODS_PER_RUN; settled++) {
        const bounds = await periodContaining(tx, schedule.period, context.timeZone, cursor);
        const grace = graceMs(schedule, context.settings);
        if (bounds.end.getTime() + grace > context.now.getTime()) return { written, isDone: true };
        const period: PeriodBounds = { start: cursor, end: bounds.end };
        // A period that began before the cursor (the brand's time zone changed): windows settle the part after it;
        // a day's figures cannot be split, so that period is passed over.
        const isWhole = bounds.start.getTime() === cursor.getTime();
        if (isEnabled && (isWhole || isWindow(schedule))) {
          if (!isWindow(schedule) && !(await isRolledUpTo(tx, periodDays(period, context.timeZone).last)))
            return { written, isDone: true };
          written += await settlePeriod(tx, schedule, period, {
            timeZone: context.timeZone,
            brandTiers,
            carryLosses: context.settings.carry_dividend_losses,
          });
        }
        cursor = bounds.end;
        await tx.query('update settlement_cursors set settled_until = $2 where schedule = $1', [
          name,
          cursor.toISOString(),
        ]);
      }
      return { written, isDone: false };
    });
  }

  /** The schedule's cursor; a schedule seen for the first time starts with the period it is in now. */
  async function readCursor(
    tx: SqlRunner,
    name: string,
    schedule: Schedule,
    context: { timeZone: string; now: Date },
  ): Promise<Date | undefined> {
    const [row] = await tx.query<{ settled_until: Date | string }>(
      'select settled_until from settlement_cursors where schedule = $1 for update',
      [name],
    );
    if (row) return new Date(row.settled_until);
    const start = (await periodContaining(tx, schedule.period, context.timeZone, context.now)).start;
    await tx.query(
      'insert into settlement_cursors (schedule, settled_until) values ($1, $2) on conflict do nothing',
      [name, start.toISOString()],
    );
    return undefined;
  }

  /** One run: settle what is due, then pay. Answers the rows written plus the payments made. */
  async function run(): Promise<number> {
    const [brand, flags] = await Promise.all([deps.brand(), deps.featureFlags()]);
    const [settings] = await database.query<Settings>('select * from contract_settings where id = 1');
    if (!settings) throw new Error('contract_settings has no row');
    await deps.catchUpRollup();
    const context = { timeZone: brand.timeZone, settings, flags, now: deps.now() };
    let written = 0;
    for (const schedule of SCHEDULES) {
      for (;;) {
        const result = await settleSchedule(schedule, context);
        written += result.written;
        if (result.isDone) break;
      }
    }
    return written + (await payOpenSettlements(database, brand.currency));
  }

  return { run };
}

export type SettlementJob = ReturnType<typeof createSettlementJob>;
