// `npm run lighthouse`: Lighthouse's mobile preset against the built portal's home page, run with npx so that it
// stays out of the lockfile (one of its dependencies is declared "latest" and breaks npm ci). Prints each
// category's score; exits 1 when performance is under 0.95 (issue 15). Needs `npm run build` and Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3911);
const dataDir = mkdtempSync(join(tmpdir(), 'playhall-lighthouse-'));
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    RUN_JOBS: 'false',
  },
  stdio: 'inherit',
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/wps/system/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  // LIGHTHOUSE_REPORT=<file> keeps the whole JSON report (every audit, the LCP element, the long tasks).
  const report = process.env.LIGHTHOUSE_REPORT ?? join(dataDir, 'report.json');
  const run = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      `http://127.0.0.1:${port}/`,
      '--quiet',
      '--output=json',
      `--output-path=${report}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } },
  );
  if (run.status !== 0) throw new Error(`lighthouse exited with ${run.status}`);
  const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
  for (const category of Object.values(categories))
    console.log(`${category.title.padEnd(16)} ${category.score.toFixed(2)}`);
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]) {
    console.log(`  ${audits[id].title.padEnd(26)} ${audits[id].displayValue}`);
  }
  const performance = categories.performance.score;
  console.log(
    `home page, mobile preset: performance ${performance.toFixed(2)} (target ≥ 0.95): ${performance >= 0.95 ? 'ok' : 'MISSED'}`,
  );
  stop();
  process.exit(performance >= 0.95 ? 0 : 1);
} catch (error) {
  console.error('lighthouse failed:', error instanceof Error ? error.message : error);
  stop();
  process.exit(2);
}
