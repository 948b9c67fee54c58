import { PAGE_SIZE } from '@playhall/contracts/constants';
import { type GameCategory, NAV_CATEGORY_ORDER } from '@playhall/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { gamesQueryOptions } from '../api/get-games';
import { hotGamesQueryOptions } from '../api/get-hot-games';
import { GameGrid } from './game-grid';
import { GameResults } from './game-results';
import { GameSearchField } from './game-search-field';
import { SectionHead } from './section-head';
import './lobby.css';

type SearchState = { name: string; category: GameCategory | null; page: number };

function readState(params: URLSearchParams): SearchState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const wanted = params.get('gameType');
  return {
    name: (params.get('name') ?? '').trim(),
    category: NAV_CATEGORY_ORDER.find((category) => category === wanted) ?? null,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

function writeState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.name) params.set('name', state.name);
  if (state.category) params.set('gameType', state.category);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The search screen (portal-shell spec §2, §9: 24 a page): a name (trimmed), an optional category, the count,
 * the games and the pager. Before a name is typed it offers the hot games.
 */
export function SearchScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readState(params);
  const update = (next: Partial<SearchState>, replace = false) =>
    setParams(writeState({ ...state, ...next }), { replace, preventScrollReset: true });

  return (
    <div className="lobby">
      <div className="search-page__bar">
        <GameSearchField value={state.name} onSearch={(name) => update({ name, page: 1 }, true)} autoFocus />
        <div className="chip-scroller">
          <fieldset className="lobby-chips" aria-label={t('games.searchCategory')}>
            <button
              type="button"
              className="lobby-chip"
              aria-pressed={state.category === null}
              onClick={() => update({ category: null, page: 1 })}
            >
              {t('games.allCategories')}
            </button>
            {NAV_CATEGORY_ORDER.map((category) => (
              <button
                key={category}
                type="button"
                className="lobby-chip"
                aria-pressed={state.category === category}
                onClick={() => update({ category, page: 1 })}
              >
                {t(`categories.${category}`)}
              </button>
            ))}
          </fieldset>
        </div>
      </div>
      {state.name ? (
        <SearchResults state={state} onPage={(page) => update({ page })} />
      ) : (
        <SearchSuggestions category={state.category} />
      )}
    </div>
  );
}

function SearchResults({ state, onPage }: { state: SearchState; onPage: (page: number) => void }) {
  const language = useUiStore((store) => store.language);
  const { data, isPlaceholderData, error, refetch } = useQuery(
    gamesQueryOptions({
      gameType: state.category ?? undefined,
      gameName: state.name,
      pageNo: state.page,
      pageSize: PAGE_SIZE.searchScreen,
      language,
    }),
  );
  const totalPages = data?.totalPages ?? 0;
  // An address with a page past the last one shows the last page (spec §4: pages past the total are ignored).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a page/total mismatch triggers this
  useEffect(() => {
    if (data && totalPages > 0 && state.page > totalPages) onPage(totalPages);
  }, [state.page, totalPages, data]);
  return (
    <GameResults
      tiles={data?.games}
      total={data?.total ?? 0}
      page={Math.min(state.page, Math.max(1, totalPages))}
      totalPages={totalPages}
      isBusy={isPlaceholderData}
      error={error}
      onRetry={() => void refetch()}
      onPage={onPage}
      skeletons={12}
    />
  );
}

function SearchSuggestions({ category }: { category: GameCategory | null }) {
  const { t } = useTranslation();
  const language = useUiStore((store) => store.language);
  const { data } = useQuery(hotGamesQueryOptions(language, category ?? undefined));
  return (
    <section className="home-section home-section--first" aria-labelledby="search-hot">
      <SectionHead
        id="search-hot"
        icon="hot"
        iconTone="hot"
        title={t('games.searchHint')}
        meta={t('games.searchHintMeta')}
      />
      <GameGrid tiles={data} eagerCount={6} />
    </section>
  );
}
