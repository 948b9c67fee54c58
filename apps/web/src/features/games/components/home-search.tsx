import { PAGE_SIZE } from '@playhall/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { StatePanel } from '@/components/ui/state-panel';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { gamesQueryOptions } from '../api/get-games';
import { GameGrid } from './game-grid';
import { GameSearchField } from './game-search-field';
import { SectionHead } from './section-head';

/** The search screen for a name (its own address, so that it can be shared or bookmarked). */
export function searchPath(name: string): string {
  return name ? `/search?${new URLSearchParams({ name })}` : '/search';
}

/**
 * The home page's name search (portal-shell spec §5: trimmed; §9: 15 results on home). The first results show in
 * place; the search screen has them all, 24 a page.
 */
export function HomeSearch() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  return (
    <section className="home-search" aria-label={t('games.searchLabel')}>
      <div className="home-search__bar">
        <GameSearchField value={name} onSearch={setName} />
        <Link className="section-head__more home-search__all" to={searchPath(name)}>
          {t('games.searchScreen')}
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
      {name ? <HomeSearchResults name={name} /> : null}
    </section>
  );
}

function HomeSearchResults({ name }: { name: string }) {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const { data, isPlaceholderData } = useQuery(
    gamesQueryOptions({ gameName: name, pageNo: 1, pageSize: PAGE_SIZE.homeSearch, language }),
  );
  if (data && data.total === 0) {
    return (
      <StatePanel
        icon="search"
        compact
        title={t('games.noDataTitle')}
        description={t('games.noMatch', { name })}
      />
    );
  }
  return (
    <div className="home-section home-section--first">
      <SectionHead
        id="home-search-title"
        icon="search"
        iconTone="search"
        title={t('games.searchResultsFor', { name })}
        meta={data ? t('games.displaying', { count: data.games.length, total: data.total }) : undefined}
        action={
          data && data.total > data.games.length ? (
            <Link className="section-head__more" to={searchPath(name)}>
              {t('games.allResults')}
              <Icon name="chevronRight" size={16} />
            </Link>
          ) : null
        }
      />
      <GameGrid tiles={data?.games} skeletons={6} isBusy={isPlaceholderData} />
    </div>
  );
}
