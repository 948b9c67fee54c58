// Bundles the game pages' browser code (src/client, React) into dist/client: game.js and game.css, minified.
// The provider serves them under /play/assets/.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: packageRoot,
  entryPoints: { game: 'src/client/main.tsx' },
  outdir: 'dist/client',
  // Each language's messages are a chunk of their own, fetched by the page that shows them (i18n/catalogues.ts).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  minify: true,
  sourcemap: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
console.log('game pages bundle written to apps/games/dist/client');
