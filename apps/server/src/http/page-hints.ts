import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isHomePagePath } from '@playhall/contracts/home-page-paths';
import type { Banner, Brand } from '@playhall/contracts/system';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { savedLanguage } from './language';

/** The home page's banner group (portal-shell spec §2), as the web app asks for it. */
const HOME_BANNER_GROUP = 'w_home';

/** Written by the web build (apps/web/vite.config.ts): the home page's chunks and styles beyond the entry's. */
export const HOME_PAGE_PRELOADS_FILE = '.vite/home-page-preloads.json';

const zHomePagePreloads = z.object({ scripts: z.array(z.string()), styles: z.array(z.string()) });
export type HomePagePreloads = z.infer<typeof zHomePagePreloads>;

/** The build's list of the home page's files, or null when the build wrote none (a build from before the list). */
export async function readHomePagePreloads(distDir: string): Promise<HomePagePreloads | null> {
  const text = await readFile(join(distDir, HOME_PAGE_PRELOADS_FILE), 'utf8').catch(() => null);
  return text === null ? null : zHomePagePreloads.parse(JSON.parse(text));
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What the server adds to a page's HTML: tags that open its <head>, before the page's own scripts and styles
 * (`early`), tags at the end of its <head>, and markup for the splash painted before any script.
 */
export type PageHints = { early: string; head: string; splash: string };

/**
 * Preload hints for the HTML of the pages that show the home page: its code and styles (with `crossorigin`, as the
 * app's own loader asks for them, so the browser reuses the preloaded answer), and on `/` also the banners call the
 * page makes first (in the language the visitor chose on this device, else the brand's, which a first visit speaks;
 * the app asks in the same one) and the first banner image, the largest
 * paint of the first screen. The browser starts them with the page instead of after the code has run. Nothing while
 * the site refuses the visitor (maintenance, a restricted region): the app shows a status page that uses none.
 *
 * On `/` the splash also carries that banner (decision 0051): a phone paints the first screen's largest picture
 * where the page will show it, from the HTML, instead of waiting for the app to render it; the app's loader keeps it
 * on screen until the home page replaces it. Its preload opens the <head> (decision 0052): the browser starts at most
 * six requests at once to one HTTP/1.1 server, and named after the page's twenty scripts it waited for them.
 */
export function homePageHints(deps: {
  brand(): Promise<Brand>;
  getBanners(groupName: string): Promise<Banner[]>;
  /** Whether the access gate refuses the visitor who asks for the page. */
  isRefused(request: FastifyRequest): Promise<boolean>;
  preloads: HomePagePreloads | null;
}): (path: string, request: FastifyRequest) => Promise<PageHints> {
  return async (path, request) => {
    const none = { early: '', head: '', splash: '' };
    if (!isHomePagePath(path) || (await deps.isRefused(request))) return none;
    const links = [
      ...(deps.preloads?.scripts ?? []).map(
        (file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}" />`,
      ),
      ...(deps.preloads?.styles ?? []).map(
        (file) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(file)}" />`,
      ),
    ];
    let splash = '';
    let early = '';
    if (path === '/') {
      const [brand, banners] = await Promise.all([deps.brand(), deps.getBanners(HOME_BANNER_GROUP)]);
      const language = savedLanguage(request) ?? brand.defaultLanguage;
      const query = `groupName=${HOME_BANNER_GROUP}&language=${encodeURIComponent(language)}`;
      links.push(
        `<link rel="preload" href="${escapeAttribute(`/wps/system/banners?${query}`)}" as="fetch" crossorigin="anonymous" />`,
      );
      const [first] = banners;
      if (first) {
        early = `<link rel="preload" href="${escapeAttribute(first.url)}" as="image" fetchpriority="high" />`;
        splash = `<img class="boot-splash__hero" src="${escapeAttribute(first.url)}" alt="" width="1200" height="400" fetchpriority="high" />`;
      }
    }
    return { early, head: links.join('\n    '), splash };
  };
}
