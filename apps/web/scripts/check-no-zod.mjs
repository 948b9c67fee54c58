// The client never runs zod (bundle budget): the contracts are imported for their types and plain functions
// only, and vite.config.ts marks `z.*()` calls pure so that unused schemas drop out. This proves it after a
// build: no chunk of dist may carry zod's runtime. Exits non-zero with the offending chunks.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const assets = fileURLToPath(new URL('../dist/assets/', import.meta.url));
const ZOD_MARKERS = ['$ZodType', 'ZodError', '_zod.def'];

const offenders = [];
for (const file of await readdir(assets)) {
  if (!file.endsWith('.js')) continue;
  const text = await readFile(`${assets}${file}`, 'utf8');
  if (ZOD_MARKERS.some((marker) => text.includes(marker))) offenders.push(file);
}
if (offenders.length > 0) {
  console.error(`zod reached the client bundle in: ${offenders.join(', ')}`);
  process.exit(1);
}
console.log('no zod in the client bundle');
