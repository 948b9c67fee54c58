import type { AnnouncementType, NoticeExecution } from '@playhall/contracts/announcement-rules';
import type { SqlRunner } from '../../db/database';

/** A `notices` row as the operator console reads and writes it (decision 0030). */
export type NoticeRow = {
  id: number;
  type: AnnouncementType;
  execution: NoticeExecution;
  title: Record<string, string>;
  content: Record<string, string>;
  published_at: Date | string;
  enabled: boolean;
  sort_order: number;
};

/** What a write stores; a null publication time means now (new) or unchanged (edit). */
export type NoticeValues = {
  type: AnnouncementType;
  execution: NoticeExecution;
  title: Record<string, string>;
  content: Record<string, string>;
  /** ISO time (postgres.js is given text, not a Date, on both engines). */
  publishedAt: string | null;
  enabled: boolean;
  sortOrder: number;
};

const COLUMNS = 'id, type, execution, title, content, published_at, enabled, sort_order';

/** Every announcement (disabled and agents-only too), newest first, a page at a time; `type` null: every type. */
export function selectNoticePage(
  runner: SqlRunner,
  filter: { type: AnnouncementType | null; limit: number; offset: number },
) {
  return runner.query<NoticeRow & { total: bigint }>(
    `select ${COLUMNS}, count(*) over () as total from notices where ($1::text is null or type = $1)
     order by id desc limit $2 offset $3`,
    [filter.type, filter.limit, filter.offset],
  );
}

export async function insertNotice(runner: SqlRunner, values: NoticeValues): Promise<NoticeRow> {
  const [row] = await runner.query<NoticeRow>(
    `insert into notices (type, execution, title, content, published_at, enabled, sort_order)
     values ($1, $2, $3::jsonb, $4::jsonb, coalesce($5::timestamptz, now()), $6, $7) returning ${COLUMNS}`,
    [
      values.type,
      values.execution,
      JSON.stringify(values.title),
      JSON.stringify(values.content),
      values.publishedAt,
      values.enabled,
      values.sortOrder,
    ],
  );
  if (!row) throw new Error('insert into notices returned nothing');
  return row;
}

/** Replaces an announcement; undefined when there is no such row. */
export async function updateNotice(
  runner: SqlRunner,
  id: number,
  values: NoticeValues,
): Promise<NoticeRow | undefined> {
  const [row] = await runner.query<NoticeRow>(
    `update notices set type = $2, execution = $3, title = $4::jsonb, content = $5::jsonb,
       published_at = coalesce($6::timestamptz, published_at), enabled = $7, sort_order = $8
     where id = $1 returning ${COLUMNS}`,
    [
      id,
      values.type,
      values.execution,
      JSON.stringify(values.title),
      JSON.stringify(values.content),
      values.publishedAt,
      values.enabled,
      values.sortOrder,
    ],
  );
  return row;
}

export async function setNoticeEnabled(
  runner: SqlRunner,
  id: number,
  enabled: boolean,
): Promise<NoticeRow | undefined> {
  const [row] = await runner.query<NoticeRow>(
    `update notices set enabled = $2 where id = $1 returning ${COLUMNS}`,
    [id, enabled],
  );
  return row;
}

export async function deleteNotice(runner: SqlRunner, id: number): Promise<NoticeRow | undefined> {
  const [row] = await runner.query<NoticeRow>(`delete from notices where id = $1 returning ${COLUMNS}`, [id]);
  return row;
}
