import { CATEGORIES_WITHOUT_BANNER } from '@playhall/contracts/games';
import { lazy, Suspense } from 'react';
import { BannerCarousel } from '@/features/content/components/banner-carousel';
import { NoticeMarquee } from '@/features/content/components/notice-marquee';
import { HomeLobby } from '@/features/games/components/home-lobby';
import { LobbySkeleton } from '@/features/games/components/lobby-skeleton';
import { lazyImport } from '@/lib/lazy-import';
import { HOME_BANNER_GROUP } from '../routes/prefetch-lobby';
import { useRouteHandle } from '../routes/route-handle';
import './pages.css';

// A category lobby is not part of the first home view: it arrives as its own chunk when an alias is opened.
const CategoryLobby = lazy(() =>
  lazyImport(() => import('@/features/games/components/category-lobby')).then((module) => ({
    default: module.CategoryLobby,
  })),
);

/**
 * The home lobby and its category aliases (/rng, /live...; portal-shell spec §2). Home opens with a compact banner
 * and the notice marquee beside its jackpot and winners, games within the first screen; a category lobby opens
 * on its games with only the notices above them (issue 15: no big banner to scroll past), and e-sports, e-lottery
 * and cockfight without either.
 */
export function HomePage() {
  const { category = null } = useRouteHandle();
  if (category === null) {
    return (
      <div className="page page--lobby">
        <HomeLobby banner={<BannerCarousel groupName={HOME_BANNER_GROUP} />} notices={<NoticeMarquee />} />
      </div>
    );
  }
  return (
    <div className="page page--lobby">
      {CATEGORIES_WITHOUT_BANNER.includes(category) ? null : <NoticeMarquee />}
      <Suspense fallback={<LobbySkeleton />}>
        <CategoryLobby key={category} category={category} />
      </Suspense>
    </div>
  );
}
