import { HOME_SHOW_MORE, HOME_VENDOR_LIMIT } from '@playhall/contracts/constants';
import type { GameMenu } from '@playhall/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { categoryPath } from '@/lib/api/get-game-menus';
import { useUiStore } from '@/lib/ui-store';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useTranslation } from '@/lib/use-translation';
import { gamesQueryOptions } from '../api/get-games';
import type { VendorLane } from '../api/get-vendor-lanes';
import { GameGrid } from './game-grid';
import { SectionHead } from './section-head';

/** Each "show more" adds this many games; past the last step the view-all link takes over. */
const MAX_HOME_GAMES = HOME_SHOW_MORE.firstGames * 4;

/**
 * One category of the home lobby (portal-shell spec §2, §9): its vendors (cut to five), vendor tiles where the
 * category is vendor-led (six first, more on demand), then its games (twelve first, more when there are more than
 * ten). The games load when the visitor comes near the section.
 */
export function HomeCategorySection({ menu, lane }: { menu: GameMenu; lane: VendorLane | undefined }) {
  const { t } = useTranslation();
  const language = useUiStore((state) => state.language);
  const [ref, isNear] = useNearViewport<HTMLElement>();
  const [gameCount, setGameCount] = useState<number>(HOME_SHOW_MORE.firstGames);
  const [vendorCount, setVendorCount] = useState<number>(HOME_SHOW_MORE.firstVendors);
  const category = menu.gameCategory;
  const vendorTiles = (lane?.vendors ?? []).flatMap((vendor) =>
    vendor.vendorTile ? [vendor.vendorTile] : [],
  );
  const isVendorLed = vendorTiles.length > 0;
  const { data, isPlaceholderData } = useQuery({
    ...gamesQueryOptions({ gameType: category, pageNo: 1, pageSize: gameCount, language }),
    enabled: isNear,
  });
  // Vendor tiles have their own row in a vendor-led category.
  const games = isVendorLed ? data?.games.filter((game) => game.isGame === 'GAME') : data?.games;
  const total = data?.total ?? 0;
  const hasMoreGames =
    total > HOME_SHOW_MORE.loadMoreGamesAbove && gameCount < Math.min(total, MAX_HOME_GAMES);
  const gameTotal = lane?.vendors.reduce((sum, vendor) => sum + vendor.games, 0);
  const headingId = `home-${category}`;
  const lobby = categoryPath(category);

  return (
    <section ref={ref} className="home-section" aria-labelledby={headingId}>
      <SectionHead
        id={headingId}
        icon={category}
        iconTone={category.toLowerCase()}
        title={t(`categories.${category}`)}
        meta={
          gameTotal === undefined
            ? t('games.vendorCount', { count: menu.vendors.length })
            : `${t('games.vendorCount', { count: menu.vendors.length })} · ${t('games.gameCount', { count: gameTotal })}`
        }
        action={
          <Link className="section-head__more" to={lobby}>
            {t('games.viewAll')}
            <Icon name="chevronRight" size={16} />
          </Link>
        }
      />
      {isVendorLed ? null : (
        <ul
          className="vendor-chips"
          aria-label={t('games.providersOf', { category: t(`categories.${category}`) })}
        >
          {menu.vendors.slice(0, HOME_VENDOR_LIMIT).map((vendor) => (
            <li key={vendor.vassalage}>
              <Link className="vendor-chip" to={`${lobby}?vassalage=${encodeURIComponent(vendor.vassalage)}`}>
                {vendor.displayName}
              </Link>
            </li>
          ))}
          {menu.vendors.length > HOME_VENDOR_LIMIT ? (
            <li>
              <Link className="vendor-chip vendor-chip--more" to={lobby}>
                {t('games.moreVendors', { count: menu.vendors.length - HOME_VENDOR_LIMIT })}
              </Link>
            </li>
          ) : null}
        </ul>
      )}
      {isNear ? (
        <>
          {isVendorLed ? (
            <>
              <GameGrid tiles={vendorTiles.slice(0, vendorCount)} />
              {vendorTiles.length > vendorCount ? (
                <ShowMore onClick={() => setVendorCount((count) => count + HOME_SHOW_MORE.firstVendors)} />
              ) : null}
            </>
          ) : null}
          {isVendorLed && games?.length === 0 ? null : (
            <GameGrid tiles={games} skeletons={isVendorLed ? 6 : 12} isBusy={isPlaceholderData} />
          )}
          {hasMoreGames ? (
            <ShowMore
              onClick={() => setGameCount((count) => count + HOME_SHOW_MORE.firstGames)}
              isBusy={isPlaceholderData}
            />
          ) : null}
        </>
      ) : (
        // Far below the fold: one quiet block of about the grid's height, until the visitor comes near.
        <div className="home-section__placeholder" aria-hidden="true" />
      )}
    </section>
  );
}

function ShowMore({ onClick, isBusy = false }: { onClick: () => void; isBusy?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="show-more">
      <Button variant="outline" size="sm" icon="chevronDown" onClick={onClick} disabled={isBusy}>
        {t('games.showMore')}
      </Button>
    </div>
  );
}
