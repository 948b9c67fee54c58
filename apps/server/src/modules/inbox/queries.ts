import type { SqlRunner } from '../../db/database';

export type MessageRow = {
  id: bigint;
  kind: string;
  params: Record<string, string>;
  created_at: Date;
  read_at: Date | null;
  total: bigint;
};

/** A page of the member's messages, newest first; deleted ones are gone for the member. */
export function selectMessages(runner: SqlRunner, memberId: bigint, limit: number, offset: number) {
  return runner.query<MessageRow>(
    `select id, kind, params, created_at, read_at, count(*) over () as total from member_messages
     where member_id = $1 and deleted_at is null order by id desc limit $2 offset $3`,
    [memberId, limit, offset],
  );
}

export async function countUnread(runner: SqlRunner, memberId: bigint): Promise<number> {
  const [row] = await runner.query<{ count: bigint }>(
    'select count(*) from member_messages where member_id = $1 and read_at is null and deleted_at is null',
    [memberId],
  );
  return Number(row?.count ?? 0n);
}

/** Marks one of the member's messages read (again is fine); false when it is not theirs or was deleted. */
export async function markRead(runner: SqlRunner, memberId: bigint, messageId: bigint): Promise<boolean> {
  const rows = await runner.query(
    `update member_messages set read_at = coalesce(read_at, now())
     where id = $1 and member_id = $2 and deleted_at is null returning id`,
    [messageId, memberId],
  );
  return rows.length > 0;
}

export async function markAllRead(runner: SqlRunner, memberId: bigint): Promise<void> {
  await runner.query(
    'update member_messages set read_at = now() where member_id = $1 and read_at is null and deleted_at is null',
    [memberId],
  );
}

/** Deletes one of the member's messages for them (kept for support); false when it is not theirs or already gone. */
export async function markDeleted(runner: SqlRunner, memberId: bigint, messageId: bigint): Promise<boolean> {
  const rows = await runner.query(
    `update member_messages set deleted_at = now(), read_at = coalesce(read_at, now())
     where id = $1 and member_id = $2 and deleted_at is null returning id`,
    [messageId, memberId],
  );
  return rows.length > 0;
}
