import { lazy, type ReactNode, Suspense } from 'react';
import { lazyImport } from '@/lib/lazy-import';
import { useTranslation } from '@/lib/use-translation';
import { HomeSearch } from './home-search';
import { HotGamesSection } from './hot-games-section';
import { JackpotCounter } from './jackpot-counter';
import { RecentGamesSection } from './recent-games-section';
import { WinnerCarousel } from './winner-carousel';
import './lobby.css';

// The category sections start below the fold on every screen: their code follows the first view.
const CategorySections = lazy(() =>
  lazyImport(() => import('./category-sections')).then((module) => ({ default: module.CategorySections })),
);

/**
 * The home view (portal-shell spec §2): the brand's banner and notices, the name search, the member's recent
 * games, the hot games, the jackpot counter and the winner carousel (home only), then one section per category in
 * the navigation's order. Games come in the first screen (issue 15): on a wide screen the jackpot and the winners
 * stand beside the banner; on narrower ones they follow the hot games, which is also their place in the page.
 */
export function HomeLobby({ banner, notices }: { banner: ReactNode; notices: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="home-lobby" id="games">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <div className="home-lobby__hero">
        {banner}
        {notices}
      </div>
      <HomeSearch />
      <RecentGamesSection />
      <HotGamesSection />
      <div className="home-top">
        <JackpotCounter />
        <WinnerCarousel />
      </div>
      {/* As tall as the sections it stands for, so that the footer (and its lazy logos) stays far below. */}
      <Suspense fallback={<div className="home-lobby__pending" aria-hidden="true" />}>
        <CategorySections />
      </Suspense>
    </div>
  );
}
