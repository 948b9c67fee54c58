// Writes .br and .gz twins of every text asset over 1 kB in dist/, so the server can send them without
// compressing on each request (@fastify/static `preCompressed`). Fails loudly: a missing dist is an error.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json']);
const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

await stat(distDir);
let written = 0;
let rawBytes = 0;
let brotliBytes = 0;
for await (const path of walk(distDir)) {
  if (!EXTENSIONS.has(extname(path))) continue;
  const source = await readFile(path);
  if (source.length <= MIN_BYTES) continue;
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = gzipSync(source, { level: 9 });
  await writeFile(`${path}.br`, brotli);
  await writeFile(`${path}.gz`, gzip);
  written += 1;
  rawBytes += source.length;
  brotliBytes += brotli.length;
}
console.log(
  `precompressed ${written} files: ${(rawBytes / 1024).toFixed(1)} kB -> ${(brotliBytes / 1024).toFixed(1)} kB brotli`,
);
