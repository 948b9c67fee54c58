// Bundles the server (and the workspace packages it imports as TypeScript) into dist/. Packages from npm stay
// external and load from node_modules at run time.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const manifest = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
// Workspace packages are TypeScript sources: they go into the bundle; packages from npm stay outside.
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@playhall/'));

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

for (const entry of ['src/server.ts', 'src/cli/ledger-check.ts']) {
  await build({
    absWorkingDir: packageRoot,
    entryPoints: [entry],
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
}
console.log('server bundle written to apps/server/dist');
