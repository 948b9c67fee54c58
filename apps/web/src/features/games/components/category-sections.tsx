import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { StatePanel } from '@/components/ui/state-panel';
import { gameMenusQueryOptions, orderMenus } from '@/lib/api/get-game-menus';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { laneOf, vendorLanesQueryOptions } from '../api/get-vendor-lanes';
import { HomeCategorySection } from './home-category-section';
import { SectionSkeleton } from './lobby-skeleton';

/** One home section per category with vendors, in the navigation's order (portal-shell spec §2). */
export function CategorySections() {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const menusQuery = useQuery(gameMenusQueryOptions(language));
  const { isPending, error, refetch } = menusQuery;
  // Nine sections below the fold: they render in the background when their data arrives.
  const menus = useDeferredValue(menusQuery.data, undefined);
  const lanes = useDeferredValue(useQuery(vendorLanesQueryOptions(language)).data, undefined);
  if (isPending) return <SectionSkeleton />;
  if (menusQuery.data && !menus) return <div className="home-lobby__pending" aria-hidden="true" />;
  if (error && !menus) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const ordered = orderMenus(menus ?? []);
  if (ordered.length === 0)
    return <StatePanel icon="grid" title={t('games.emptyTitle')} description={t('games.emptyBody')} />;
  return ordered.map((menu) => (
    <HomeCategorySection key={menu.gameCategory} menu={menu} lane={laneOf(lanes, menu.gameCategory)} />
  ));
}
