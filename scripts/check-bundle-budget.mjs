// The home route's initial JavaScript (entry chunk, its static imports, and the home page chunk with its own
// static imports) must stay within the budget, measured gzipped. Reads Vite's manifest of the built web app.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 140_000;
const HOME_PAGE_SOURCE = 'src/app/pages/home-page.tsx';
const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

let manifest;
try {
  manifest = JSON.parse(await readFile(`${dist}.vite/manifest.json`, 'utf8'));
} catch {
  console.error('bundle budget: apps/web/dist/.vite/manifest.json is missing; run `npm run build` first');
  process.exit(1);
}

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
if (!entry) {
  console.error('bundle budget: the manifest has no entry chunk');
  process.exit(1);
}
if (!manifest[HOME_PAGE_SOURCE]) {
  console.error(`bundle budget: no chunk for ${HOME_PAGE_SOURCE} in the manifest`);
  process.exit(1);
}

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect(entry[0]);
collect(HOME_PAGE_SOURCE);

let total = 0;
const rows = [];
for (const file of files) {
  if (!file.endsWith('.js')) continue;
  const size = gzipSync(await readFile(`${dist}${file}`), { level: 9 }).length;
  total += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`  ${(size / 1000).toFixed(1).padStart(7)} kB  ${file}`);
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `home route initial JS: ${(total / 1000).toFixed(1)} kB gzip, ${verdict} the ${BUDGET_BYTES / 1000} kB budget`,
);
process.exit(total <= BUDGET_BYTES ? 0 : 1);
