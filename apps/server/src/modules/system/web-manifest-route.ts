import type { FastifyPluginAsync } from 'fastify';
import type { SystemService } from './service';

/** The splash and the bars of the installed app: the shell's dark background and its theme colour (index.html). */
const BACKGROUND = '#070b1a';
const THEME = '#0b1020';

/** The icons the web build ships in apps/web/public/icons (drawn by apps/web/scripts/draw-icons.mjs). */
export const WEB_APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/**
 * The lite app's web app manifest: the portal installed from the browser (decision 0045). Named after the brand,
 * so it is written from the site settings rather than shipped with the build. A browser file, not an API call:
 * it stays out of the API reference.
 */
export const webManifestRoute: FastifyPluginAsync<{ system: SystemService }> = async (app, { system }) => {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
    const brand = await system.brand();
    const manifest = {
      id: '/',
      name: brand.name,
      short_name: brand.name,
      lang: brand.defaultLanguage,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: BACKGROUND,
      theme_color: THEME,
      icons: WEB_APP_ICONS,
    };
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifest));
  });
};
