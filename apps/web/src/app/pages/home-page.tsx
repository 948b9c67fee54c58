import { HOME_VENDOR_LIMIT } from '@playhall/contracts/constants';
import { CATEGORIES_WITHOUT_BANNER, type GameCategory } from '@playhall/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { StatePanel } from '../../components/ui/state-panel';
import { BannerCarousel } from '../../features/content/components/banner-carousel';
import { NoticeMarquee } from '../../features/content/components/notice-marquee';
import { gameMenusQueryOptions, orderMenus } from '../../features/games/api/get-game-menus';
import { CategorySection, CategorySectionSkeleton } from '../../features/games/components/category-section';
import { useUiStore } from '../../lib/ui-store';
import { useRouteHandle } from '../routes/route-handle';
import './pages.css';

const HOME_BANNER_GROUP = 'w_home';

/**
 * The home lobby and its category aliases (/rng, /live...): banners and the notice marquee (not for e-sports,
 * e-lottery and cockfight), then one section per category, or the chosen category with all its vendors.
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
      {category === null ? <HomeSections /> : <CategoryLobby category={category} />}
    </div>
  );
}

function HomeSections() {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const { data: menus, isPending, error, refetch } = useQuery(gameMenusQueryOptions(language));
  if (isPending) {
    return (
      <div className="lobby-sections" aria-busy="true">
        <CategorySectionSkeleton />
        <CategorySectionSkeleton />
      </div>
    );
  }
  if (error && !menus) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const ordered = orderMenus(menus ?? []);
  if (ordered.length === 0)
    return <StatePanel icon="grid" title={t('games.emptyTitle')} description={t('games.emptyBody')} />;
  return (
    <div className="lobby-sections" id="games">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      {ordered.map((menu) => (
        <CategorySection key={menu.gameCategory} menu={menu} limit={HOME_VENDOR_LIMIT} />
      ))}
    </div>
  );
}

function CategoryLobby({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const [params] = useSearchParams();
  const { data: menus, isPending, error, refetch } = useQuery(gameMenusQueryOptions(language));
  if (isPending) return <CategorySectionSkeleton cards={8} />;
  if (error && !menus) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const menu = menus?.find((entry) => entry.gameCategory === category && entry.vendors.length > 0);
  if (!menu) {
    return (
      <StatePanel
        icon={category}
        title={t(`categories.${category}`)}
        description={t('games.categoryEmpty')}
        headingLevel={1}
      />
    );
  }
  return (
    <div className="lobby-sections">
      <CategorySection
        menu={menu}
        selectedVendor={params.get('vassalage')}
        showViewAll={false}
        headingLevel={1}
      />
      <StatePanel
        icon="sparkles"
        tone="soon"
        compact
        title={t('games.lobbySoonTitle')}
        description={t('games.lobbySoonBody')}
      />
    </div>
  );
}
