import type { ApplicationState } from '@playhall/contracts/activity-applications';
import type { SqlRunner } from '../../db/database';
import type { ApplicationImage } from './activity-application-upload';
import type { EntryRow } from './activity-queries';

/** An application (an entry of an APPLICATION activity) as the console reads it: never its images' bytes. */
export type ApplicationRow = {
  id: bigint;
  activity_id: bigint;
  activity_title: string;
  rules: Record<string, unknown>;
  member_id: bigint;
  account: string;
  period: string;
  comment: string | null;
  image_count: number;
  amount: bigint | null;
  state: ApplicationState;
  created_at: Date | string;
  decided_at: Date | string | null;
  decided_by: bigint | null;
  decision_note: string | null;
  bonus_id: bigint | null;
};

const COLUMNS = `e.id, e.activity_id, a.title as activity_title, a.rules, e.member_id, m.account, e.period, e.comment,
  (select count(*)::int from activity_application_images i where i.entry_id = e.id) as image_count, e.amount, e.state, e.created_at, e.decided_at,
  e.decided_by, e.decision_note, e.bonus_id`;
const FROM = `activity_entries e join activities a on a.id = e.activity_id and a.kind = 'APPLICATION'
  join members m on m.id = e.member_id`;

/**
 * A member's application: a new entry IN_PROCESS with its comment and its images (re-encoded, in their order), or
 * nothing when the member has one for this period already (the unique key decides a race).
 */
export async function insertApplication(
  tx: SqlRunner,
  application: {
    activityId: bigint;
    memberId: bigint;
    period: string;
    amount: bigint;
    comment: string;
    images: ApplicationImage[];
  },
): Promise<EntryRow | undefined> {
  const [row] = await tx.query<EntryRow>(
    `insert into activity_entries (activity_id, member_id, period, state, amount, comment)
     values ($1, $2, $3, 'IN_PROCESS', $4, $5)
     on conflict (activity_id, member_id, period) do nothing
     returning id, activity_id, member_id, period, state, amount, streak, bonus_id`,
    [
      application.activityId,
      application.memberId,
      application.period,
      application.amount,
      application.comment,
    ],
  );
  for (const [position, image] of application.images.entries()) {
    if (!row) break;
    await tx.query(
      `insert into activity_application_images (entry_id, position, content_type, size, data)
       values ($1, $2, $3, $4, $5)`,
      [row.id, position, image.contentType, image.data.length, image.data],
    );
  }
  return row;
}

/** The review queue: applications in a state, the waiting ones oldest first, decided ones newest first. */
export async function selectApplications(
  runner: SqlRunner,
  filter: { state: ApplicationState; limit: number; offset: number },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const order = filter.state === 'IN_PROCESS' ? 'e.created_at, e.id' : 'e.decided_at desc, e.id desc';
  const [rows, [count]] = await Promise.all([
    runner.query<ApplicationRow>(
      `select ${COLUMNS} from ${FROM} where e.state = $1 order by ${order} limit $2 offset $3`,
      [filter.state, filter.limit, filter.offset],
    ),
    runner.query<{ total: number }>(`select count(*)::int as total from ${FROM} where e.state = $1`, [
      filter.state,
    ]),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function selectApplication(runner: SqlRunner, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await runner.query<ApplicationRow>(`select ${COLUMNS} from ${FROM} where e.id = $1`, [id]);
  return row;
}

/**
 * IN_PROCESS → ISSUED or REJECTED with who decided, when and the note: of parallel decisions exactly one gets the
 * row (the others find it decided once the first commits).
 */
export async function takeDecision(
  tx: SqlRunner,
  id: string,
  decision: { state: 'ISSUED' | 'REJECTED'; operatorId: bigint; note: string },
): Promise<{ id: bigint } | undefined> {
  const [row] = await tx.query<{ id: bigint }>(
    `update activity_entries e set state = $2, decided_by = $3, decided_at = now(), decision_note = $4,
       updated_at = now()
     from activities a
     where e.id = $1 and a.id = e.activity_id and a.kind = 'APPLICATION' and e.state = 'IN_PROCESS'
     returning e.id`,
    [id, decision.state, decision.operatorId, decision.note === '' ? null : decision.note],
  );
  return row;
}

/** One image of an application, for the console only. */
export async function selectApplicationImage(
  runner: SqlRunner,
  id: string,
  index: number,
  memberId: bigint | null = null,
): Promise<ApplicationImage | undefined> {
  // With `memberId`, only that member's application (another's is as absent as a missing one, S8).
  const [row] = await runner.query<{ content_type: string; data: Uint8Array }>(
    `select i.content_type, i.data from activity_application_images i
     join activity_entries e on e.id = i.entry_id
     join activities a on a.id = e.activity_id and a.kind = 'APPLICATION'
     where i.entry_id = $1 and i.position = $2 and ($3::bigint is null or e.member_id = $3::bigint)`,
    [id, index, memberId],
  );
  return row ? { contentType: row.content_type, data: Buffer.from(row.data) } : undefined;
}
