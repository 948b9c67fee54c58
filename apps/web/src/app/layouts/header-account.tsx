import type { Session } from '@/lib/session';
import { HeaderWallet } from './header-wallet';
import { MemberMenu } from './member-menu';

/** A signed-in member's side of the header: the wallet (not for a trial account) and the account menu. */
export function HeaderAccount({ session }: { session: Session }) {
  return (
    <span className="header__account">
      {session.isTrial ? null : <HeaderWallet />}
      <MemberMenu session={session} />
    </span>
  );
}
