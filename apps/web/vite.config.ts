import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { liteApp } from './pwa/lite-app-plugin';

const HOME_PAGE = 'src/app/pages/home-page.tsx';
/** Read by the server (apps/server/src/http/page-hints.ts), which names these in the home pages' HTML only. */
const HOME_PAGE_PRELOADS = '.vite/home-page-preloads.json';

/**
 * The home page is a lazy route, so its chunk is normally asked for only once the entry has run. Most visits start
 * there: the build lists the home chunk, its own imports and its styles, and the server names them as preloads in
 * the HTML of the pages that show the home page, so they download alongside the entry. Other pages (the member
 * centre, the console, the maintenance page) never name them: a preload a page does not use is a wasted download
 * and a console warning.
 */
function listHomePagePreloads(): Plugin {
  return {
    name: 'playhall:home-page-preloads',
    apply: 'build',
    // After Vite's CSS plugin has dropped the chunks that held only styles and moved their styles to the importers.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(HOME_PAGE));
      if (!home) this.error(`no chunk for ${HOME_PAGE}`);
      const collect = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? [])
          collect(imported, into);
      };
      const entryFiles = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) collect(entry.fileName, entryFiles);
      const homeFiles = new Set<string>();
      collect(home.fileName, homeFiles);
      const scripts = [...homeFiles].filter((file) => !entryFiles.has(file));
      const styles = scripts.flatMap((file) => [
        ...(chunks.find((chunk) => chunk.fileName === file)?.viteMetadata?.importedCss ?? []),
      ]);
      this.emitFile({
        type: 'asset',
        fileName: HOME_PAGE_PRELOADS,
        source: JSON.stringify({
          scripts: scripts.map((file) => `/${file}`),
          styles: styles.map((file) => `/${file}`),
        }),
      });
    },
  };
}

const ENGLISH_CATALOGUE = 'src/locales/en.json';

/**
 * English is every page's fallback catalogue, fetched as the app starts (src/lib/i18n.ts): the HTML names it as a
 * preload, so that it downloads beside the entry instead of after it has run.
 */
function preloadEnglishCatalogue(): Plugin {
  return {
    name: 'playhall:preload-english-catalogue',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const asset = Object.values(context.bundle ?? {}).find(
          (item) =>
            item.type === 'asset' && item.originalFileNames.some((name) => name.endsWith(ENGLISH_CATALOGUE)),
        );
        if (!asset) throw new Error(`no asset for ${ENGLISH_CATALOGUE}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${asset.fileName}`, as: 'fetch', crossorigin: 'anonymous' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

const API_TARGET = 'http://127.0.0.1:3000';

const ON_ACTION = [
  'contract-offers-modal',
  'change-password-modal',
  'forget-password-modal',
  'speed-test-modal',
  'register-modal',
];

export default defineConfig({
  plugins: [react(), listHomePagePreloads(), preloadEnglishCatalogue(), liteApp()],
  // `@/` is apps/web/src (decision 0013): imports that leave their feature or top-level folder start there.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      // The live chat's sockets (listed before the paths they sit under: the first match is taken).
      '/wps/chat/socket': { target: API_TARGET, ws: true },
      '/ops/api/chat/socket': { target: API_TARGET, ws: true },
      '/wps': API_TARGET,
      '/lgw': API_TARGET,
      '/img': API_TARGET,
      '/docs': API_TARGET,
      // The operator console's API and the sandbox payment gateway's pages (the console itself is the SPA).
      '/ops/api': API_TARGET,
      '/sandbox-psp': API_TARGET,
      // The lite app's manifest is written by the server, from the brand's name.
      '/manifest.webmanifest': API_TARGET,
    },
  },
  build: {
    // The root bundle-budget check reads dist/.vite/manifest.json.
    manifest: true,
    target: 'es2022',
    // Images of the shell are tiny SVGs; inlining them as data: URLs is allowed by the CSP (img-src data:).
    assetsInlineLimit: 4096,
    modulePreload: {
      // Dialogs that open on a person's action (or after an agent signs in), never on the first paint: the entry
      // names only their own chunk and their styles (Vite adds a dynamic chunk's CSS through this list), since each
      // name in its preload map is home-route weight; the chunk fetches its JavaScript imports as it runs.
      resolveDependencies: (filename, deps) =>
        ON_ACTION.some((name) => filename.includes(name))
          ? deps.filter((dep) => dep === filename || dep.endsWith('.css'))
          : deps,
    },
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: their own chunks stay cached across deploys.
        advancedChunks: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
