import type { OpsMessageInput, OpsMessageSent } from '@playhall/contracts/inbox';
import { opsRequest } from './ops-request';

export type { OpsMessageInput };

/** Sends a platform message to one member, a VIP rank or every member (audited); answers how many got it. */
export function sendMessage(input: OpsMessageInput): Promise<OpsMessageSent> {
  return opsRequest<OpsMessageSent>('/ops/api/messages', { method: 'POST', body: input });
}
