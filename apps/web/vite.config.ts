import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

const HOME_PAGE = 'src/app/pages/home-page.tsx';

/**
 * The home page is a lazy route, so its chunk is normally asked for only once the entry has run. Most visits start
 * there: the page names the home chunk, its own imports and its styles as preloads, and they download alongside
 * the entry.
 */
function preloadHomePage(): Plugin {
  return {
    name: 'playhall:preload-home-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(HOME_PAGE));
        if (!home) return [];
        const entryFiles = new Set<string>();
        const collect = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? [])
            collect(imported, into);
        };
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) collect(entry.fileName, entryFiles);
        const homeFiles = new Set<string>();
        collect(home.fileName, homeFiles);
        const tags: HtmlTagDescriptor[] = [];
        for (const file of homeFiles) {
          if (entryFiles.has(file)) continue;
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head',
          });
          const css =
            chunks.find((chunk) => chunk.fileName === file)?.viteMetadata?.importedCss ?? new Set<string>();
          for (const sheet of css)
            tags.push({
              tag: 'link',
              attrs: { rel: 'preload', as: 'style', href: `/${sheet}` },
              injectTo: 'head',
            });
        }
        return tags;
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
  plugins: [react(), preloadHomePage()],
  // `@/` is apps/web/src (decision 0013): imports that leave their feature or top-level folder start there.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/wps': API_TARGET,
      '/lgw': API_TARGET,
      '/img': API_TARGET,
      '/docs': API_TARGET,
      // The operator console's API and the sandbox payment gateway's pages (the console itself is the SPA).
      '/ops/api': API_TARGET,
      '/sandbox-psp': API_TARGET,
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
            { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
          ],
        },
      },
    },
  },
});
