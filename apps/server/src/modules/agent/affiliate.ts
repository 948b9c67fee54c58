import type { AgentInvitation } from '@playhall/contracts/agent-accounts';
import type { Database } from '../../db/database';
import type { MemberRow } from '../../db/schema/members';
import { assignAffiliateCode } from '../member/agent-queries';
import { withFreshCode } from './affiliate-code';

/**
 * The invitation link of an address: the registration page (`/register`, which hands `referralCode` to the
 * sign-up form) on the brand's main domain, with the scheme the site is served over.
 */
export function invitationLink(mainDomain: string, publicUrl: string, code: string): string {
  const origin = /^https?:\/\//i.test(mainDomain)
    ? mainDomain.replace(/\/+$/, '')
    : `${new URL(publicUrl).protocol}//${mainDomain}`;
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`;
}

/** `/wps/agent/affiliate` for the agent itself (member-and-agent-centres spec §7): its code and domain. */
export function createAgentInvitations({
  database,
  mainDomain,
  publicUrl,
}: {
  database: Database;
  mainDomain: () => Promise<string>;
  publicUrl: string;
}) {
  return async function invitation(agent: MemberRow): Promise<AgentInvitation> {
    // Agents made before invitation codes existed get theirs on first use; it never changes after.
    const code =
      agent.affiliateCode ?? (await withFreshCode((fresh) => assignAffiliateCode(database, agent.id, fresh)));
    const domain = await mainDomain();
    return { code, domain, link: invitationLink(domain, publicUrl, code) };
  };
}

export type AgentInvitations = ReturnType<typeof createAgentInvitations>;
