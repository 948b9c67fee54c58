import {
  FEEDBACK_LIMITS,
  type FeedbackAuthor,
  type FeedbackQuestionType,
  type FeedbackStatus,
} from '@playhall/contracts/feedback';
import type { SqlRunner } from '../../db/database';
import type { StoredImage } from '../uploads/images';

/** A ticket as lists and threads read it: whose, its state, its first words and who wrote last. */
export type TicketRow = {
  id: bigint;
  member_id: bigint;
  account: string;
  question_type: FeedbackQuestionType;
  status: FeedbackStatus;
  created_at: Date | string;
  updated_at: Date | string;
  closed_at: Date | string | null;
  first_words: string | null;
  last_author: FeedbackAuthor | null;
};

export type PostRow = {
  id: bigint;
  author: FeedbackAuthor;
  content: string;
  created_at: Date | string;
  image_count: number;
};

const COLUMNS = `t.id, t.member_id, m.account, t.question_type, t.status, t.created_at, t.updated_at, t.closed_at,
  (select left(p.content, 200) from feedback_posts p where p.ticket_id = t.id order by p.id limit 1) as first_words,
  (select p.author from feedback_posts p where p.ticket_id = t.id order by p.id desc limit 1) as last_author`;
const FROM = 'feedback_tickets t join members m on m.id = t.member_id';

/** The brand's word bounds: its row of feedback_settings, or the defaults. */
export async function selectWordBounds(runner: SqlRunner): Promise<{ minWords: number; maxWords: number }> {
  const [row] = await runner.query<{ min_words: number; max_words: number }>(
    'select min_words, max_words from feedback_settings where id = 1',
  );
  return {
    minWords: row?.min_words ?? FEEDBACK_LIMITS.defaultMinWords,
    maxWords: row?.max_words ?? FEEDBACK_LIMITS.defaultMaxWords,
  };
}

/** How many of the member's tickets are not closed. */
export async function countUnclosed(runner: SqlRunner, memberId: bigint): Promise<number> {
  const [row] = await runner.query<{ count: number }>(
    `select count(*)::int as count from feedback_tickets where member_id = $1 and status <> 'CLOSED'`,
    [memberId],
  );
  return row?.count ?? 0;
}

/** Serialises the member's new tickets, so that parallel ones cannot pass the limit of open tickets together. */
export async function lockMemberTickets(tx: SqlRunner, memberId: bigint): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`feedback:${memberId}`]);
}

export async function insertTicket(
  tx: SqlRunner,
  memberId: bigint,
  questionType: FeedbackQuestionType,
): Promise<bigint> {
  const [row] = await tx.query<{ id: bigint }>(
    'insert into feedback_tickets (member_id, question_type) values ($1, $2) returning id',
    [memberId, questionType],
  );
  if (!row) throw new Error('The ticket was not inserted');
  return row.id;
}

/** A post of the thread with its images (re-encoded, in their order). */
export async function insertPost(
  tx: SqlRunner,
  post: { ticketId: bigint; operatorId: bigint | null; content: string; images: readonly StoredImage[] },
): Promise<void> {
  const [row] = await tx.query<{ id: bigint }>(
    `insert into feedback_posts (ticket_id, author, operator_id, content) values ($1, $2, $3, $4) returning id`,
    [post.ticketId, post.operatorId === null ? 'MEMBER' : 'OPERATOR', post.operatorId, post.content],
  );
  if (!row) throw new Error('The post was not inserted');
  for (const [position, image] of post.images.entries()) {
    await tx.query(
      `insert into feedback_post_images (post_id, position, content_type, size, data) values ($1, $2, $3, $4, $5)`,
      [row.id, position, image.contentType, image.data.length, image.data],
    );
  }
}

/** One ticket; with `memberId`, only when it is that member's (another's is as absent as a missing one, S8). */
export async function selectTicket(
  runner: SqlRunner,
  id: string | bigint,
  memberId?: bigint,
): Promise<TicketRow | undefined> {
  const [row] =
    memberId === undefined
      ? await runner.query<TicketRow>(`select ${COLUMNS} from ${FROM} where t.id = $1`, [id])
      : await runner.query<TicketRow>(`select ${COLUMNS} from ${FROM} where t.id = $1 and t.member_id = $2`, [
          id,
          memberId,
        ]);
  return row;
}

export async function selectPosts(runner: SqlRunner, ticketId: bigint): Promise<PostRow[]> {
  return runner.query<PostRow>(
    `select p.id, p.author, p.content, p.created_at,
       (select count(*)::int from feedback_post_images i where i.post_id = p.id) as image_count
     from feedback_posts p where p.ticket_id = $1 order by p.id`,
    [ticketId],
  );
}

/**
 * A page of tickets: the member's own (latest activity first), or the console's queue of a status (open ones
 * oldest first, so the longest waiting is answered first; answered and closed ones latest first).
 */
export async function selectTickets(
  runner: SqlRunner,
  filter: { memberId?: bigint; status?: FeedbackStatus; limit: number; offset: number },
): Promise<{ rows: TicketRow[]; total: number }> {
  const where = filter.memberId === undefined ? 't.status = $1' : 't.member_id = $1';
  const key = filter.memberId ?? filter.status ?? 'OPEN';
  const order =
    filter.memberId === undefined && filter.status === 'OPEN'
      ? 't.updated_at, t.id'
      : 't.updated_at desc, t.id desc';
  const [rows, [count]] = await Promise.all([
    runner.query<TicketRow>(
      `select ${COLUMNS} from ${FROM} where ${where} order by ${order} limit $2 offset $3`,
      [key, filter.limit, filter.offset],
    ),
    runner.query<{ total: number }>(`select count(*)::int as total from ${FROM} where ${where}`, [key]),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * Moves a ticket that is not CLOSED to `status` (and its last activity to now); closing records when and by whom.
 * Answers the ticket's member, or nothing when it is closed already, missing, or (with `memberId`) another's.
 */
export async function moveTicket(
  tx: SqlRunner,
  id: string | bigint,
  change: { status: FeedbackStatus; memberId?: bigint; operatorId?: bigint },
): Promise<{ member_id: bigint } | undefined> {
  const closing = change.status === 'CLOSED';
  const [row] = await tx.query<{ member_id: bigint }>(
    `update feedback_tickets set status = $2, updated_at = now(),
       closed_at = case when $3 then now() else null end, closed_by = case when $3 then $4::bigint else null end
     where id = $1 and status <> 'CLOSED' and ($5::bigint is null or member_id = $5)
     returning member_id`,
    [id, change.status, closing, change.operatorId ?? null, change.memberId ?? null],
  );
  return row;
}

/** One image of a post of a ticket; with `memberId`, only of that member's ticket. */
export async function selectImage(
  runner: SqlRunner,
  at: { id: string; postId: string; index: number; memberId?: bigint },
): Promise<StoredImage | undefined> {
  const [row] = await runner.query<{ content_type: StoredImage['contentType']; data: Uint8Array }>(
    `select i.content_type, i.data from feedback_post_images i
     join feedback_posts p on p.id = i.post_id
     join feedback_tickets t on t.id = p.ticket_id
     where t.id = $1 and p.id = $2 and i.position = $3 and ($4::bigint is null or t.member_id = $4)`,
    [at.id, at.postId, at.index, at.memberId ?? null],
  );
  return row ? { contentType: row.content_type, data: Buffer.from(row.data) } : undefined;
}
