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
