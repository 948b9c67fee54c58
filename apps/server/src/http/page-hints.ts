import type { Banner, Brand } from '@playhall/contracts/system';

/** The home page's banner group (portal-shell spec §2), as the web app asks for it. */
const HOME_BANNER_GROUP = 'w_home';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Preload hints for the home page's HTML: the banners call the page makes first (in the brand's language, which a
 * first visit speaks) and the first banner image, the largest paint of the first screen. The browser starts both
 * with the page instead of after the code has run; the app's own request then finds the answer already there.
 */
export function homePageHints(deps: {
  brand(): Promise<Brand>;
  getBanners(groupName: string): Promise<Banner[]>;
}): (path: string) => Promise<string> {
  return async (path) => {
    if (path !== '/') return '';
    const [brand, banners] = await Promise.all([deps.brand(), deps.getBanners(HOME_BANNER_GROUP)]);
    const query = `groupName=${HOME_BANNER_GROUP}&language=${encodeURIComponent(brand.defaultLanguage)}`;
    const links = [
      `<link rel="preload" href="${escapeAttribute(`/wps/system/banners?${query}`)}" as="fetch" crossorigin="anonymous" />`,
    ];
    const [first] = banners;
    if (first) {
      links.push(
        `<link rel="preload" href="${escapeAttribute(first.url)}" as="image" fetchpriority="high" />`,
      );
    }
    return links.join('\n    ');
  };
}
