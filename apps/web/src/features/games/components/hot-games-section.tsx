import { useQuery } from '@tanstack/react-query';
import { useUiStore } from '@/lib/ui-store';
import { useTranslation } from '@/lib/use-translation';
import { hotGamesQueryOptions } from '../api/get-hot-games';
import { GameGrid } from './game-grid';
import { SectionHead } from './section-head';

/**
 * The home page's hot games (portal-shell spec §1 "HOT"), the first games on the page. They start below the
 * banner on every screen, so their art loads lazily and leaves the bandwidth to the banner (the largest paint).
 */
export function HotGamesSection() {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const { data: hot, isError } = useQuery(hotGamesQueryOptions(language));
  if (isError || hot?.length === 0) return null;
  return (
    <section className="home-section home-section--first" aria-labelledby="home-hot">
      <SectionHead
        id="home-hot"
        icon="hot"
        iconTone="hot"
        title={t('games.hotTitle')}
        meta={t('games.hotMeta')}
      />
      <GameGrid tiles={hot?.slice(0, 12)} />
    </section>
  );
}
