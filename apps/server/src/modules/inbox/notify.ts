import type { SqlRunner } from '../../db/database';

export const MessageKind = {
  DEPOSIT_CREDITED: 'DEPOSIT_CREDITED',
  DEPOSIT_FAILED: 'DEPOSIT_FAILED',
  WITHDRAWAL_APPROVED: 'WITHDRAWAL_APPROVED',
  WITHDRAWAL_REJECTED: 'WITHDRAWAL_REJECTED',
  WITHDRAWAL_DISBURSED: 'WITHDRAWAL_DISBURSED',
  AGENT_APPLICATION_APPROVED: 'AGENT_APPLICATION_APPROVED',
  AGENT_APPLICATION_REJECTED: 'AGENT_APPLICATION_REJECTED',
  /** The member's upline agent sent it money (params: amount, from). */
  TRANSFER_FROM_UPLINE: 'TRANSFER_FROM_UPLINE',
  /** Contracts (params: kind, from/by). An upline offered one; the downline accepted or rejected it; it ended. */
  CONTRACT_OFFERED: 'CONTRACT_OFFERED',
  CONTRACT_ACCEPTED: 'CONTRACT_ACCEPTED',
  CONTRACT_REJECTED: 'CONTRACT_REJECTED',
  CONTRACT_ENDED: 'CONTRACT_ENDED',
  /** A settlement paid the member (params: kind, amount) or waits for its upline's funds. */
  CONTRACT_PAID: 'CONTRACT_PAID',
  CONTRACT_WAITING_FUNDS: 'CONTRACT_WAITING_FUNDS',
  /** A bonus was paid (params: title, amount, wagering: what must be wagered before money leaves the wallet). */
  BONUS_GRANTED: 'BONUS_GRANTED',
  /** An operator cancelled a bonus (params: title, amount: what was taken back). */
  BONUS_CANCELLED: 'BONUS_CANCELLED',
  /** An activity application was decided (params: applicationId, title; reason when rejected). */
  ACTIVITY_APPLICATION_APPROVED: 'ACTIVITY_APPLICATION_APPROVED',
  ACTIVITY_APPLICATION_REJECTED: 'ACTIVITY_APPLICATION_REJECTED',
  /** A points redemption was decided (params: reference, title, points; reason when rejected). */
  REDEMPTION_APPROVED: 'REDEMPTION_APPROVED',
  REDEMPTION_REJECTED: 'REDEMPTION_REJECTED',
  /** An operator wrote to the member (params: title, body; plain text). */
  OPERATOR_MESSAGE: 'OPERATOR_MESSAGE',
  /** An operator answered the member's support ticket (params: ticketId, questionType). */
  FEEDBACK_ANSWERED: 'FEEDBACK_ANSWERED',
} as const;

/**
 * A platform message to a member, written in the caller's transaction so it exists exactly when the event does.
 * Messages carry a kind and parameters; the client words them in the member's language.
 */
export async function notifyMember(
  tx: SqlRunner,
  memberId: bigint,
  kind: (typeof MessageKind)[keyof typeof MessageKind],
  params: Record<string, string>,
): Promise<void> {
  await tx.query('insert into member_messages (member_id, kind, params) values ($1, $2, $3::jsonb)', [
    memberId,
    kind,
    JSON.stringify(params),
  ]);
}
