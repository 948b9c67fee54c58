import type { OpsActivity, zSaveActivity } from '@playhall/contracts/rewards';
import type { z } from 'zod';
import { writeAudit } from '../../audit/audit-log';
import type { Database, SqlRunner } from '../../db/database';
import { activityNotAvailable, activityNotFound } from './activity-errors';
import {
  closeActivity,
  insertActivity,
  selectActivity,
  selectOpsActivities,
  updateActivity,
} from './activity-queries';
import { toOps } from './activity-view';

type SavedActivity = z.infer<typeof zSaveActivity>;

/** The reward activities in the console: every one with its figures, create, edit, close; each audited. */
export function createActivityConsole({ database }: { database: Database }) {
  // The console's side (audited).

  async function opsList(): Promise<OpsActivity[]> {
    return (await selectOpsActivities(database)).map(toOps);
  }

  const fieldsOf = (input: SavedActivity) => ({
    kind: input.activity.kind,
    title: input.title,
    description: input.description,
    promotionType: input.promotionType,
    promotionCategory: input.promotionCategory,
    rules: input.activity.rules as Record<string, unknown>,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    sortOrder: input.sortOrder,
  });

  async function opsOne(tx: SqlRunner, id: bigint | string): Promise<OpsActivity> {
    const row = (await selectOpsActivities(tx)).find(
      (candidate) => candidate.id.toString() === id.toString(),
    );
    if (!row) throw activityNotFound();
    return toOps(row);
  }

  async function create(operatorId: bigint, input: SavedActivity): Promise<OpsActivity> {
    return database.transaction(async (tx) => {
      const id = await insertActivity(tx, fieldsOf(input), operatorId);
      await writeAudit(tx, {
        operatorId,
        action: 'ACTIVITY_CREATE',
        targetType: 'activity',
        targetId: id.toString(),
        detail: { title: input.title, kind: input.activity.kind, rules: input.activity.rules },
      });
      return opsOne(tx, id);
    });
  }

  async function update(operatorId: bigint, id: string, input: SavedActivity): Promise<OpsActivity> {
    return database.transaction(async (tx) => {
      if (!(await updateActivity(tx, id, fieldsOf(input)))) {
        throw (await selectActivity(tx, id)) ? activityNotAvailable() : activityNotFound();
      }
      await writeAudit(tx, {
        operatorId,
        action: 'ACTIVITY_UPDATE',
        targetType: 'activity',
        targetId: id,
        detail: {
          title: input.title,
          rules: input.activity.rules,
          startsAt: input.startsAt,
          endsAt: input.endsAt,
        },
      });
      return opsOne(tx, id);
    });
  }

  async function close(operatorId: bigint, id: string): Promise<OpsActivity> {
    return database.transaction(async (tx) => {
      if (!(await closeActivity(tx, id)))
        throw (await selectActivity(tx, id)) ? activityNotAvailable() : activityNotFound();
      await writeAudit(tx, { operatorId, action: 'ACTIVITY_CLOSE', targetType: 'activity', targetId: id });
      return opsOne(tx, id);
    });
  }

  return { opsList, create, update, close };
}

export type ActivityConsole = ReturnType<typeof createActivityConsole>;
