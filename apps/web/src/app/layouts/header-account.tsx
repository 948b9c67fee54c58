import { FeatureModule } from '@playhall/contracts/features';
import { lazy, Suspense } from 'react';
import { useFeatureFlags } from '@/lib/api/get-bootstrap';
import { lazyImport } from '@/lib/lazy-import';
import type { Session } from '@/lib/session';
import { HeaderWallet } from './header-wallet';
import { MemberMenu } from './member-menu';

const VipLabel = lazy(() => lazyImport(() => import('./vip-label')).then((m) => ({ default: m.VipLabel })));

/** A signed-in member's side of the header: the wallet and the VIP label (not for a trial account), the menu. */
export function HeaderAccount({ session }: { session: Session }) {
  const flags = useFeatureFlags();
  return (
    <span className="header__account">
      {session.isTrial ? null : <HeaderWallet />}
      {session.isTrial || !flags[FeatureModule.VIP] ? null : (
        <Suspense fallback={null}>
          <VipLabel />
        </Suspense>
      )}
      <MemberMenu session={session} />
    </span>
  );
}
