// `npm test`: lint, typecheck, unit and API tests (embedded database, or PostgreSQL when DATABASE_URL is set),
// the build, the bundle budget and the browser journeys. Journeys need Chromium and a PostgreSQL server; without
// Chromium they are skipped with a loud warning, unless REQUIRE_CHROMIUM=1 (CI), which makes that a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title}: ${seconds} s`);
}

run('lint (Biome, duplicate code, file size)', 'npm', ['run', 'lint', '--silent']);
run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
run(`unit and API tests on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}`, 'npx', [
  'vitest',
  'run',
]);
run('build', 'npm', ['run', 'build', '--silent']);
run('bundle budget', 'node', ['scripts/check-bundle-budget.mjs']);

if (existsSync(chromium)) {
  run('browser journeys (Chromium)', 'npm', ['run', 'test:e2e', '--silent']);
} else if (process.env.REQUIRE_CHROMIUM === '1') {
  console.error(`\n✖ Chromium is required (REQUIRE_CHROMIUM=1) but ${chromium} does not exist`);
  process.exit(1);
} else {
  console.warn(`\n${'!'.repeat(78)}`);
  console.warn(`!! BROWSER JOURNEYS SKIPPED: Chromium is not installed at ${chromium}.`);
  console.warn('!! Install it with `apt-get install -y chromium`; CI requires it.');
  console.warn('!'.repeat(78));
}
console.log('\n✔ all checks passed');
