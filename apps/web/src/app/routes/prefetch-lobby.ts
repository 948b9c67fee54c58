import { isLanguageCode, type LanguageCode } from '@playhall/contracts/languages';
import { bannersQueryOptions } from '@/features/content/api/get-banners';
import { hotGamesQueryOptions } from '@/features/games/api/get-hot-games';
import { bootstrapQueryOptions } from '@/lib/api/get-bootstrap';
import { initialLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/** The home page's banner group (portal-shell spec §2). */
export const HOME_BANNER_GROUP = 'w_home';

const preloaded = new Set<string>();

function preloadImage(url: string) {
  if (preloaded.has(url)) return;
  preloaded.add(url);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/** The language the page will speak, if it can be known before the bootstrap: the saved one, else the brand's. */
function likelyLanguage(): LanguageCode | null {
  const known =
    readStorage('local', STORAGE_KEYS.language) ?? readStorage('local', STORAGE_KEYS.brandLanguage);
  return known && isLanguageCode(known) ? known : null;
}

async function prefetchFor(language: LanguageCode) {
  void queryClient.prefetchQuery(hotGamesQueryOptions(language));
  const [first] = await queryClient.fetchQuery(bannersQueryOptions(HOME_BANNER_GROUP, language));
  if (first) preloadImage(first.url);
}

/**
 * The loader of the lobby routes that show banners. It returns at once; meanwhile it asks for the banners and the
 * hot games while the page's code is still on its way (at once when the language is known from an earlier visit,
 * else as soon as the bootstrap tells the brand's default), and preloads the first banner image, the largest
 * paint of the first screen. A failure here is harmless: the page's own queries ask again and show their errors.
 */
export function prefetchLobby() {
  const early = likelyLanguage();
  if (early) void prefetchFor(early).catch(() => undefined);
  void queryClient
    .fetchQuery(bootstrapQueryOptions)
    .then((bootstrap) => {
      writeStorage('local', STORAGE_KEYS.brandLanguage, bootstrap.brand.defaultLanguage);
      const language = initialLanguage(bootstrap.brand.defaultLanguage);
      return language === early ? undefined : prefetchFor(language);
    })
    .catch(() => undefined);
  return null;
}
