import type {
  FeedbackPost,
  FeedbackSummary,
  FeedbackTicket,
  OpsFeedbackSummary,
  OpsFeedbackTicket,
} from '@playhall/contracts/feedback';
import type { PostRow, TicketRow } from './queries';

const EXCERPT_CHARS = 80;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The question's first words on one line, cut at a word where it can be. */
function excerptOf(text: string | null): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (line.length <= EXCERPT_CHARS) return line;
  const cut = line.slice(0, EXCERPT_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${space > EXCERPT_CHARS / 2 ? cut.slice(0, space) : cut}…`;
}

export function toSummary(row: TicketRow): FeedbackSummary {
  return {
    id: row.id.toString(),
    questionType: row.question_type,
    status: row.status,
    excerpt: excerptOf(row.first_words),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    closedAt: row.closed_at === null ? null : iso(row.closed_at),
    hasReply: row.status === 'ANSWERED' && row.last_author === 'OPERATOR',
  };
}

/** A post with its images' addresses under `imageBase` (the member's own calls, or the console's). */
function toPost(ticketId: bigint, post: PostRow, imageBase: string): FeedbackPost {
  return {
    id: post.id.toString(),
    author: post.author,
    content: post.content,
    createdAt: iso(post.created_at),
    images: Array.from(
      { length: post.image_count },
      (_, index) => `${imageBase}/${ticketId}/images/${post.id}/${index}`,
    ),
  };
}

export function toTicket(row: TicketRow, posts: PostRow[]): FeedbackTicket {
  return { ...toSummary(row), posts: posts.map((post) => toPost(row.id, post, '/wps/feedback')) };
}

export function toOpsSummary(row: TicketRow): OpsFeedbackSummary {
  return { ...toSummary(row), memberId: row.member_id.toString(), account: row.account };
}

export function toOpsTicket(row: TicketRow, posts: PostRow[]): OpsFeedbackTicket {
  return {
    ...toOpsSummary(row),
    posts: posts.map((post) => toPost(row.id, post, '/ops/api/feedback')),
  };
}
