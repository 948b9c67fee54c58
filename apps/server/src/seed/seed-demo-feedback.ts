import type { Database } from '../db/database';

const QUESTION =
  'I sent a bank transfer of ¥500.00 this morning with my account name as the reference, but my balance has not changed yet. Can you check it?';
const ANSWER =
  'Thank you for waiting. We found your transfer: it arrived after the bank’s cut-off and is credited now. Transfers after 22:00 are credited the next morning.';

/**
 * The demo's support ticket (demo data, README): player01 asked about a deposit and the team answered, so the
 * feedback page opens with a thread and the platform message of its answer. Seeded once, on a demo deployment
 * (`seedDemoRewards`), when player01 has no ticket yet.
 */
export async function seedDemoFeedback(database: Database): Promise<boolean> {
  return database.transaction(async (tx) => {
    const [ticket] = await tx.query<{ id: bigint; member_id: bigint }>(
      `insert into feedback_tickets (member_id, question_type, status, created_at, updated_at)
       select m.id, 'DEPOSIT', 'ANSWERED', now() - interval '3 hours', now() - interval '2 hours'
       from members m
       where m.account = 'player01' and not exists (select 1 from feedback_tickets t where t.member_id = m.id)
       returning id, member_id`,
    );
    if (!ticket) return false;
    await tx.query(
      `insert into feedback_posts (ticket_id, author, operator_id, content, created_at) values
       ($1, 'MEMBER', null, $2, now() - interval '3 hours'),
       ($1, 'OPERATOR', (select id from operators where username = 'operator'), $3, now() - interval '2 hours')`,
      [ticket.id, QUESTION, ANSWER],
    );
    await tx.query(
      `insert into member_messages (member_id, kind, params, created_at)
       values ($1, 'FEEDBACK_ANSWERED', $2::jsonb, now() - interval '2 hours')`,
      [ticket.member_id, JSON.stringify({ ticketId: ticket.id.toString(), questionType: 'DEPOSIT' })],
    );
    return true;
  });
}
