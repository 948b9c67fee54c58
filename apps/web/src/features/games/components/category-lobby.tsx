import type { GameCategory } from '@playhall/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { StatePanel } from '@/components/ui/state-panel';
import { gameMenusQueryOptions } from '@/lib/api/get-game-menus';
import { showRealAccountNeeded } from '@/lib/dialogs';
import { useSession } from '@/lib/session';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { laneOf, vendorLanesQueryOptions } from '../api/get-vendor-lanes';
import {
  classifyOptions,
  type LobbyClassify,
  type LobbyState,
  MEMBER_LISTS,
  readLobbyState,
  writeLobbyState,
} from '../lobby-params';
import { useLobbyGames } from '../use-lobby-games';
import { GameResults } from './game-results';
import { GameSearchField } from './game-search-field';
import { ClassifyMenu, VendorMenu } from './lobby-filters';
import { SectionHead } from './section-head';

/**
 * A category lobby (/rng, /live...; portal-shell spec §2, §4 "Lobby filtering"): the vendor menu, the
 * classification menu, the name search, the count, the games and the pager. Choosing a vendor resets the
 * classification to ALL and the page to 1; FAV and RECENT need a login.
 */
export function CategoryLobby({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const openModal = useUiStore((state) => state.openModal);
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const state = readLobbyState(params, category);
  const menus = useQuery(gameMenusQueryOptions(language));
  const lanes = useQuery(vendorLanesQueryOptions(language));
  const games = useLobbyGames(category, state);

  const update = (next: Partial<LobbyState>, replace = false) =>
    setParams(writeLobbyState({ ...state, ...next }), { replace, preventScrollReset: true });

  // An address with a page past the last one shows the last page instead.
  const { totalPages } = games;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a page/total mismatch triggers this
  useEffect(() => {
    if (games.tiles !== undefined && totalPages > 0 && state.page > totalPages)
      update({ page: totalPages }, true);
  }, [state.page, totalPages, games.tiles]);

  const selectClassify = (classify: LobbyClassify) => {
    if (MEMBER_LISTS.includes(classify) && !session.token) return openModal('login');
    if (MEMBER_LISTS.includes(classify) && session.isTrial) return showRealAccountNeeded();
    update({ classify, page: 1 });
  };

  if (menus.isPending) return <StatePanel icon="grid" compact title={t('common.loading')} />;
  if (menus.error && !menus.data)
    return <ErrorState error={menus.error} onRetry={() => void menus.refetch()} />;
  const menu = menus.data?.find((entry) => entry.gameCategory === category && entry.vendors.length > 0);
  const title = t(`categories.${category}`);
  if (!menu) {
    return (
      <StatePanel icon={category} title={title} description={t('games.categoryEmpty')} headingLevel={1} />
    );
  }
  const lane = laneOf(lanes.data, category);
  const gameTotal = lane?.vendors.reduce((sum, vendor) => sum + vendor.games, 0);

  return (
    <section className="lobby" aria-labelledby="lobby-title">
      <SectionHead
        id="lobby-title"
        headingLevel={1}
        icon={category}
        iconTone={category.toLowerCase()}
        title={title}
        meta={
          gameTotal === undefined
            ? t('games.vendorCount', { count: menu.vendors.length })
            : `${t('games.vendorCount', { count: menu.vendors.length })} · ${t('games.gameCount', { count: gameTotal })}`
        }
      />
      <div className="lobby__filters">
        <VendorMenu
          menu={menu}
          counts={lane?.vendors}
          selected={state.vassalage}
          onSelect={(vassalage) => update({ vassalage, classify: 'ALL', page: 1 })}
        />
        <div className="lobby__row">
          <ClassifyMenu
            options={classifyOptions(category)}
            selected={state.classify}
            onSelect={selectClassify}
          />
          <GameSearchField value={state.name} onSearch={(name) => update({ name, page: 1 })} />
        </div>
      </div>
      {games.access === 'open' ? (
        <GameResults
          tiles={games.tiles}
          total={games.total}
          page={Math.min(state.page, Math.max(1, totalPages))}
          totalPages={totalPages}
          isBusy={games.isBusy}
          error={games.error}
          onRetry={games.retry}
          onPage={(page) => update({ page })}
          skeletons={state.classify === 'ALL' ? 20 : 10}
        />
      ) : (
        <StatePanel
          icon={state.classify === 'FAV' ? 'heart' : 'clock'}
          compact
          title={t(games.access === 'login' ? 'games.loginForListTitle' : 'games.realForListTitle')}
          description={t(games.access === 'login' ? 'games.loginForListBody' : 'games.realForListBody')}
        >
          {games.access === 'login' ? (
            <Button variant="gold" onClick={() => openModal('login')}>
              {t('header.login')}
            </Button>
          ) : null}
        </StatePanel>
      )}
    </section>
  );
}
