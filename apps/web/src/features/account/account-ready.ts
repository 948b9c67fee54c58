import type { MemberInfo } from '@playhall/contracts/accounts';

/**
 * Whose account the register popup shows instead of its form (decision 0036): the one just registered, welcomed as
 * new; else the real member who was signed in when the popup opened (/register by link). A trial account may
 * still register, and a session that begins while the form is open is the registration's own.
 */
export function readyAccount(state: {
  registered: MemberInfo | null;
  wasSignedIn: boolean;
  member: MemberInfo | undefined;
}): { member: MemberInfo; isNew: boolean } | null {
  if (state.registered) return { member: state.registered, isNew: true };
  if (state.wasSignedIn && state.member && !state.member.isTrial)
    return { member: state.member, isNew: false };
  return null;
}
