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
 * The home lobby and its category aliases (/rng, /live...; portal-shell spec §2): banners and the notice marquee
 * (not for e-sports, e-lottery and cockfight), then the home sections, or the chosen category's lobby.
 */
export function HomePage() {
  const { category = null } = useRouteHandle();
  const showBanner = category === null || !CATEGORIES_WITHOUT_BANNER.includes(category);
  return (
    <div className="page page--lobby">
      {showBanner ? (
        <div className="lobby-hero">
          <BannerCarousel groupName={HOME_BANNER_GROUP} />
          <NoticeMarquee />
        </div>
      ) : null}
      {category === null ? (
        <HomeLobby />
      ) : (
        <Suspense fallback={<LobbySkeleton />}>
          <CategoryLobby key={category} category={category} />
        </Suspense>
      )}
    </div>
  );
}
