import { ErrorCode } from '@playhall/contracts/error-codes';
import { MONEY_MISSION_KINDS, type OpsMission, type SaveMissionInput } from '@playhall/contracts/missions';
import { formatAmount, parseAmount } from '@playhall/contracts/money';
import type { Brand } from '@playhall/contracts/system';
import { writeAudit } from '../../audit/audit-log';
import type { Database, SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { figureText } from './mission-progress';
import {
  closeMission,
  insertMission,
  type MissionFields,
  type OpsMissionRow,
  selectBrandPeriods,
  selectMission,
  selectOpsMissions,
  updateMission,
} from './mission-queries';

/** The largest count a LOGIN_DAYS target may ask in a period, and a GAMES target. */
const MOST_LOGIN_DAYS = { DAILY: 1n, WEEKLY: 7n } as const;
const MOST_GAMES = 100n;

const invalid = (message: string) => new AppError(400, ErrorCode.MISSION_INVALID, message);
const notFound = () => new AppError(404, ErrorCode.MISSION_NOT_FOUND, 'No such live mission.');

/** The mission's figures checked against its kind, in minor units or a count. */
export function missionFields(input: SaveMissionInput): MissionFields {
  const money = MONEY_MISSION_KINDS.includes(input.kind);
  if (input.category !== null && input.kind !== 'BET') {
    throw invalid('Only a bet mission counts one game category.');
  }
  let target: bigint;
  if (money) {
    target = parseAmount(input.target);
  } else {
    if (!/^[0-9]+$/.test(input.target)) throw invalid('Days and games are counted in whole numbers.');
    target = BigInt(input.target);
    const most = input.kind === 'LOGIN_DAYS' ? MOST_LOGIN_DAYS[input.period] : MOST_GAMES;
    if (target > most) throw invalid(`The target is at most ${most} in this period.`);
  }
  if (target <= 0n) throw invalid('The target is above zero.');
  const reward = parseAmount(input.reward);
  if (reward === 0n && input.score === 0) throw invalid('A mission pays a reward or a score.');
  return {
    title: input.title,
    description: input.description,
    period: input.period,
    kind: input.kind,
    categoryCode: input.category,
    target,
    reward,
    rewardWagering: input.rewardWagering,
    score: input.score,
    sortOrder: input.sortOrder,
  };
}

function toOps(row: OpsMissionRow): OpsMission {
  return {
    id: row.id.toString(),
    title: row.title,
    description: row.description,
    period: row.period,
    kind: row.kind,
    category: row.category_code as OpsMission['category'],
    target: figureText(row.kind, row.target),
    reward: formatAmount(row.reward),
    rewardWagering: String(Number(row.reward_wagering)),
    score: row.score,
    sortOrder: row.sort_order,
    status: row.status,
    periodKey: row.period_key,
    claims: { period: row.claims, paid: formatAmount(row.paid), total: row.total },
  };
}

/** Missions in the console: every one with its claims this period, create, edit, close; each audited. */
export function createMissionConsole({
  database,
  brand,
}: {
  database: Database;
  brand: () => Promise<Brand>;
}) {
  /** The missions on the brand's clock, which callers read before any transaction (a cached read must not queue behind one). */
  async function rows(runner: SqlRunner, zone: string): Promise<OpsMissionRow[]> {
    return selectOpsMissions(runner, await selectBrandPeriods(runner, zone));
  }

  async function one(runner: SqlRunner, zone: string, id: bigint | string): Promise<OpsMission> {
    const row = (await rows(runner, zone)).find((candidate) => candidate.id.toString() === id.toString());
    if (!row) throw notFound();
    return toOps(row);
  }

  async function list(): Promise<OpsMission[]> {
    return (await rows(database, (await brand()).timeZone)).map(toOps);
  }

  const detail = (input: SaveMissionInput) => ({
    title: input.title,
    period: input.period,
    kind: input.kind,
    category: input.category,
    target: input.target,
    reward: input.reward,
    rewardWagering: input.rewardWagering,
    score: input.score,
  });

  async function create(operatorId: bigint, input: SaveMissionInput): Promise<OpsMission> {
    const fields = missionFields(input);
    const zone = (await brand()).timeZone;
    return database.transaction(async (tx) => {
      const id = await insertMission(tx, fields, operatorId);
      await writeAudit(tx, {
        operatorId,
        action: 'MISSION_CREATE',
        targetType: 'mission',
        targetId: id.toString(),
        detail: detail(input),
      });
      return one(tx, zone, id);
    });
  }

  /** An edit of a live mission: its words and figures; its period and kind stay. */
  async function update(operatorId: bigint, id: string, input: SaveMissionInput): Promise<OpsMission> {
    const fields = missionFields(input);
    const zone = (await brand()).timeZone;
    return database.transaction(async (tx) => {
      const existing = await selectMission(tx, id);
      if (existing?.status !== 'LIVE') throw notFound();
      if (existing.period !== input.period || existing.kind !== input.kind) {
        throw invalid('A mission’s period and kind stay; close it and create another.');
      }
      if (!(await updateMission(tx, id, fields))) throw notFound();
      await writeAudit(tx, {
        operatorId,
        action: 'MISSION_UPDATE',
        targetType: 'mission',
        targetId: id,
        detail: detail(input),
      });
      return one(tx, zone, id);
    });
  }

  /** Closes a mission: members no longer see or claim it. */
  async function close(operatorId: bigint, id: string): Promise<OpsMission> {
    const zone = (await brand()).timeZone;
    return database.transaction(async (tx) => {
      if (!(await closeMission(tx, id))) throw notFound();
      await writeAudit(tx, {
        operatorId,
        action: 'MISSION_CLOSE',
        targetType: 'mission',
        targetId: id,
        detail: {},
      });
      return one(tx, zone, id);
    });
  }

  return { list, create, update, close };
}

export type MissionConsole = ReturnType<typeof createMissionConsole>;
