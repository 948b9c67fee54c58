import type { GameMenu } from '@playhall/contracts/system';
import { useQuery } from '@tanstack/react-query';
import type { BetMenu } from '@/features/bets/api/types';
import { BettingRecordPage } from '@/features/bets/components/betting-record-page';
import { gameMenusQueryOptions, orderMenus } from '@/lib/api/get-game-menus';
import { useUiStore } from '@/lib/ui-store';

const NO_MENUS: readonly BetMenu[] = [];

function toBetMenus(menus: readonly GameMenu[]): readonly BetMenu[] {
  return orderMenus(menus).map((menu) => ({
    category: menu.gameCategory,
    vendors: menu.vendors.map((vendor) => ({ code: vendor.vassalage, name: vendor.displayName })),
  }));
}

/**
 * personalHistoryCopy: the betting record. The page composes the two features: the game menus (categories with
 * their vendors, in the navigation's order) become the record's category and vendor filters.
 */
export function BettingRecordMemberPage() {
  const language = useUiStore((state) => state.language);
  const { data: menus } = useQuery({ ...gameMenusQueryOptions(language), select: toBetMenus });
  return <BettingRecordPage menus={menus ?? NO_MENUS} />;
}
