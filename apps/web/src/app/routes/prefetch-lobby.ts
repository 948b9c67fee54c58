import type { LanguageCode } from '@playhall/contracts/languages';
import { bannersQueryOptions } from '@/features/content/api/get-banners';
import { noticesQueryOptions } from '@/features/content/api/get-notices';
import { hotGamesQueryOptions } from '@/features/games/api/get-hot-games';
import { bootstrapQueryOptions } from '@/lib/api/get-bootstrap';
import { initialLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

/** The home page's banner group (portal-shell spec §2). */
export const HOME_BANNER_GROUP = 'w_home';

/**
 * Starts downloading an image the page is about to show: the browser's image cache hands it to the page's <img>
 * (a detached image, not a preload link, so a page that ends up not showing it leaves no unused-preload warning).
 */
function preloadImage(url: string) {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}

async function prefetchFor(language: LanguageCode) {
  void queryClient.prefetchQuery(hotGamesQueryOptions(language));
  // The notice marquee stands under the banner, and a first visit's announcement pop-up opens on the same notices.
  void queryClient.prefetchQuery(noticesQueryOptions(language));
  const [first] = await queryClient.fetchQuery(bannersQueryOptions(HOME_BANNER_GROUP, language));
  if (first) preloadImage(first.url);
}

/**
 * The loader of the lobby routes that show banners. It returns at once; meanwhile it asks for the banners, the
 * notices and the hot games while the page's code is still on its way, and preloads the first banner image, the
 * largest paint of the first screen. It waits for the bootstrap, which the HTML already asked for (so it is there or nearly), since
 * during maintenance or in a restricted region the lobby is not shown and the games call would only be refused.
 * A failure here is harmless: the page's own queries ask again and show their errors.
 */
export function prefetchLobby() {
  void queryClient
    .fetchQuery(bootstrapQueryOptions)
    .then((bootstrap) =>
      bootstrap.maintenance || bootstrap.regionRestriction
        ? undefined
        : prefetchFor(initialLanguage(bootstrap.brand.defaultLanguage)),
    )
    .catch(() => undefined);
  return null;
}
