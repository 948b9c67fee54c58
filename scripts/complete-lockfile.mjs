// The npm registry this project installs from lacks some of Biome's platform binaries (android, darwin, win32,
// musl). `npm install` then leaves them out of package-lock.json, and `npm ci` refuses a lockfile that misses an
// optional dependency. This adds an entry for each missing one with its os/cpu/libc, so npm ci skips it on every
// other platform instead of failing. Run it after changing the Biome version (decision 0012).
import { readFile, writeFile } from 'node:fs/promises';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(await readFile(LOCK, 'utf8'));
const biome = lock.packages['node_modules/@biomejs/biome'];
let added = 0;
for (const name of Object.keys(biome?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const [, os, cpu, libc] = name.match(/cli-(\w+)-(\w+?)(?:-(musl))?$/) ?? [];
  if (!os || !cpu) throw new Error(`Cannot read the platform of ${name}`);
  lock.packages[key] = {
    version: biome.version,
    cpu: [cpu],
    dev: true,
    license: 'MIT OR Apache-2.0',
    optional: true,
    os: [os],
    ...(libc ? { libc: [libc] } : {}),
    engines: { node: '>=14.21.3' },
  };
  added++;
}
const [root, ...rest] = Object.entries(lock.packages);
lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => a.localeCompare(b))]);
await writeFile(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} platform entries added`);
