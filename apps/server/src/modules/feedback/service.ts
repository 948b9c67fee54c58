import { ErrorCode } from '@playhall/contracts/error-codes';
import {
  FEEDBACK_LIMITS,
  type FeedbackList,
  type FeedbackQuestionType,
  type FeedbackRules,
  type FeedbackStatus,
  type FeedbackTicket,
  type OpsFeedbackPage,
  type OpsFeedbackTicket,
} from '@playhall/contracts/feedback';
import { numberedPage } from '@playhall/contracts/paging';
import { writeAudit } from '../../audit/audit-log';
import type { Database, SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import { MessageKind, notifyMember } from '../inbox/notify';
import type { StoredImage } from '../uploads/images';
import {
  countUnclosed,
  insertPost,
  insertTicket,
  lockMemberTickets,
  moveTicket,
  selectImage,
  selectPosts,
  selectTicket,
  selectTickets,
  selectWordBounds,
} from './queries';
import { toOpsSummary, toOpsTicket, toSummary, toTicket } from './view';

const notFound = () => new AppError(404, ErrorCode.FEEDBACK_NOT_FOUND, 'No such ticket.');
const closed = () =>
  new AppError(409, ErrorCode.FEEDBACK_CLOSED, 'This ticket is closed: file a new one to ask again.');
const tooManyOpen = () =>
  new AppError(
    409,
    ErrorCode.FEEDBACK_OPEN_LIMIT,
    `You have ${FEEDBACK_LIMITS.openTickets} tickets open: wait for an answer or a ticket to close first.`,
    undefined,
    { limit: FEEDBACK_LIMITS.openTickets },
  );
const imageNotFound = () => new AppError(404, ErrorCode.NOT_FOUND, 'No such image.');

type Page = { pageNo: number; pageSize: number };
type Post = { content: string; images: StoredImage[] };

/**
 * Support tickets (member-and-agent-centres spec §3, §5, §7; issue 17, decision 0046). A member files a ticket
 * (OPEN) and follows it up; an operator's answer makes it ANSWERED and tells the member in a platform message in
 * the same transaction; a member's follow-up opens it again. CLOSED (by an operator) is final: no more posts. A
 * member reaches only its own tickets: another's answers as one that does not exist (S8).
 */
export function createFeedback({ database }: { database: Database }) {
  async function rules(runner: SqlRunner = database): Promise<FeedbackRules> {
    return {
      ...(await selectWordBounds(runner)),
      maxImages: FEEDBACK_LIMITS.images,
      openTickets: FEEDBACK_LIMITS.openTickets,
    };
  }

  async function memberTicket(runner: SqlRunner, memberId: bigint, id: string | bigint) {
    const row = await selectTicket(runner, id, memberId);
    if (!row) throw notFound();
    return row;
  }

  // The member's side.

  /** Refuses a new ticket before its body is read: the member has as many open as allowed. */
  async function assertCanFile(memberId: bigint): Promise<FeedbackRules> {
    if ((await countUnclosed(database, memberId)) >= FEEDBACK_LIMITS.openTickets) throw tooManyOpen();
    return rules();
  }

  async function file(
    memberId: bigint,
    post: Post & { questionType: FeedbackQuestionType },
  ): Promise<FeedbackTicket> {
    return database.transaction(async (tx) => {
      await lockMemberTickets(tx, memberId);
      if ((await countUnclosed(tx, memberId)) >= FEEDBACK_LIMITS.openTickets) throw tooManyOpen();
      const id = await insertTicket(tx, memberId, post.questionType);
      await insertPost(tx, { ticketId: id, operatorId: null, ...post });
      const row = await memberTicket(tx, memberId, id);
      return toTicket(row, await selectPosts(tx, row.id));
    });
  }

  async function list(memberId: bigint, query: Page): Promise<FeedbackList> {
    const { rows, total } = await selectTickets(database, {
      memberId,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    return { rules: await rules(), tickets: numberedPage(rows.map(toSummary), total, query) };
  }

  async function ticket(memberId: bigint, id: string): Promise<FeedbackTicket> {
    const row = await memberTicket(database, memberId, id);
    return toTicket(row, await selectPosts(database, row.id));
  }

  /** Refuses a follow-up before its body is read: not the member's ticket, or closed. */
  async function assertCanReply(memberId: bigint, id: string): Promise<FeedbackRules> {
    const row = await memberTicket(database, memberId, id);
    if (row.status === 'CLOSED') throw closed();
    return rules();
  }

  /** The member's follow-up: the ticket is OPEN again (waiting for an operator). */
  async function reply(memberId: bigint, id: string, post: Post): Promise<FeedbackTicket> {
    return database.transaction(async (tx) => {
      const moved = await moveTicket(tx, id, { status: 'OPEN', memberId });
      if (!moved) throw (await selectTicket(tx, id, memberId)) ? closed() : notFound();
      await insertPost(tx, { ticketId: BigInt(id), operatorId: null, ...post });
      const row = await memberTicket(tx, memberId, id);
      return toTicket(row, await selectPosts(tx, row.id));
    });
  }

  async function image(memberId: bigint, at: { id: string; postId: string; index: number }) {
    const stored = await selectImage(database, { ...at, memberId });
    if (!stored) throw imageNotFound();
    return stored;
  }

  // The console's side (every write audited in its transaction).

  async function queue(query: Page & { status: FeedbackStatus }): Promise<OpsFeedbackPage> {
    const { rows, total } = await selectTickets(database, {
      status: query.status,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    return numberedPage(rows.map(toOpsSummary), total, query);
  }

  async function opsTicket(runner: SqlRunner, id: string): Promise<OpsFeedbackTicket> {
    const row = await selectTicket(runner, id);
    if (!row) throw notFound();
    return toOpsTicket(row, await selectPosts(runner, row.id));
  }

  /** An operator's answer: ANSWERED, and the member is told in a platform message of the same transaction. */
  async function answer(operatorId: bigint, id: string, content: string): Promise<OpsFeedbackTicket> {
    return database.transaction(async (tx) => {
      const moved = await moveTicket(tx, id, { status: 'ANSWERED' });
      if (!moved) throw (await selectTicket(tx, id)) ? closed() : notFound();
      await insertPost(tx, { ticketId: BigInt(id), operatorId, content, images: [] });
      const answered = await opsTicket(tx, id);
      await notifyMember(tx, moved.member_id, MessageKind.FEEDBACK_ANSWERED, {
        ticketId: id,
        questionType: answered.questionType,
      });
      await writeAudit(tx, {
        operatorId,
        action: 'FEEDBACK_ANSWER',
        targetType: 'feedback_ticket',
        targetId: id,
        detail: { memberId: moved.member_id.toString(), content },
      });
      return answered;
    });
  }

  /** Closes a ticket for good (CLOSED: no more posts from anyone); once. */
  async function close(operatorId: bigint, id: string): Promise<OpsFeedbackTicket> {
    return database.transaction(async (tx) => {
      const moved = await moveTicket(tx, id, { status: 'CLOSED', operatorId });
      if (!moved) throw (await selectTicket(tx, id)) ? closed() : notFound();
      await writeAudit(tx, {
        operatorId,
        action: 'FEEDBACK_CLOSE',
        targetType: 'feedback_ticket',
        targetId: id,
        detail: { memberId: moved.member_id.toString() },
      });
      return opsTicket(tx, id);
    });
  }

  async function opsImage(at: { id: string; postId: string; index: number }) {
    const stored = await selectImage(database, at);
    if (!stored) throw imageNotFound();
    return stored;
  }

  return {
    assertCanFile,
    file,
    list,
    ticket,
    assertCanReply,
    reply,
    image,
    queue,
    opsTicket: (id: string) => opsTicket(database, id),
    answer,
    close,
    opsImage,
  };
}

export type Feedback = ReturnType<typeof createFeedback>;
