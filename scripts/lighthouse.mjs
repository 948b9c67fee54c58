// `npm run lighthouse`: Lighthouse's mobile preset against the built portal's home page, run with npx so that it
// stays out of the lockfile (one of its dependencies is declared "latest" and breaks npm ci). Prints each
// category's score and the PWA installability audit; exits 1 when performance is under 0.95 (issue 15) or the portal
// is not installable (issue 17). Needs `npm run build` and Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run';
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
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } },
  );
  if (run.status !== 0) throw new Error(`lighthouse exited with ${run.status}`);
  const { categories, audits, environment } = JSON.parse(readFileSync(report, 'utf8'));
  // Lighthouse slows the CPU 4× on top of this machine's own speed: a low index (a busy or slow machine) weighs on
  // the blocking time and the paints, so it is printed beside the scores.
  console.log(`CPU benchmark index ${environment.benchmarkIndex} (load average ${loadavg()[0].toFixed(1)})`);
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
  // The PWA installability audit (issue 17): Lighthouse 12 dropped the PWA category, so its last version that has
  // the audit reads the same page. It asks Chromium's own installability checks: manifest, icons, service worker.
  const pwaReport = join(dataDir, 'pwa.json');
  const pwa = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@11.7.1',
      `http://127.0.0.1:${port}/`,
      '--quiet',
      '--output=json',
      `--output-path=${pwaReport}`,
      '--only-audits=installable-manifest',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } },
  );
  if (pwa.status !== 0) throw new Error(`lighthouse 11 exited with ${pwa.status}`);
  const installable = JSON.parse(readFileSync(pwaReport, 'utf8')).audits['installable-manifest'];
  const isInstallable = installable.score === 1;
  console.log(
    `PWA installability (Lighthouse 11 installable-manifest): ${isInstallable ? 'ok' : `FAILED ${JSON.stringify(installable.details?.items ?? [])}`}`,
  );

  const performance = categories.performance.score;
  console.log(
    `home page, mobile preset: performance ${performance.toFixed(2)} (target ≥ 0.95): ${performance >= 0.95 ? 'ok' : 'MISSED'}`,
  );
  stop();
  process.exit(performance >= 0.95 && isInstallable ? 0 : 1);
} catch (error) {
  console.error('lighthouse failed:', error instanceof Error ? error.message : error);
  stop();
  process.exit(2);
}
