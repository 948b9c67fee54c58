import { z } from 'zod';
import { zPage } from './paging';

/** A platform message to a member (deposit credited, withdrawal approved...): a kind and its parameters. */
export const zMemberMessage = z.object({
  id: z.string(),
  kind: z.string(),
  params: z.record(z.string(), z.string()),
  createdAt: z.string(),
  read: z.boolean(),
});
export type MemberMessage = z.infer<typeof zMemberMessage>;

export const zMessagePage = zPage(zMemberMessage);

export const zUnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof zUnreadCount>;

/** Whom an operator's message goes to: one member by account, every member of a VIP rank, or every member. */
export const zMessageAudience = z.discriminatedUnion('to', [
  z.object({ to: z.literal('MEMBER'), account: z.string().trim().min(1).max(64) }),
  z.object({ to: z.literal('VIP_RANK'), level: z.number().int().min(0).max(1000) }),
  z.object({ to: z.literal('ALL') }),
]);
export type MessageAudience = z.infer<typeof zMessageAudience>;

/**
 * An operator's message (kind OPERATOR_MESSAGE, params title and body): plain text, shown as text, never as HTML.
 * Real accounts only: trial players read no messages (spec §4).
 */
export const zOpsMessageInput = z.object({
  audience: zMessageAudience,
  title: z.string().trim().min(1).max(60),
  body: z.string().trim().min(1).max(1000),
});
export type OpsMessageInput = z.infer<typeof zOpsMessageInput>;

/** What a send did: how many members got the message. */
export const zOpsMessageSent = z.object({ recipients: z.number().int() });
export type OpsMessageSent = z.infer<typeof zOpsMessageSent>;
