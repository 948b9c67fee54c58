import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
