// `npm run lighthouse`: Lighthouse's mobile preset against the built portal's home page, run with npx so that it
// stays out of the lockfile (one of its dependencies is declared "latest" and breaks npm ci). Scores move by about
// ±0.1 between runs on one machine, so it runs LIGHTHOUSE_RUNS times (3 by default) after one warm-up load, prints
// each run and the range, and judges the median. Also prints the PWA installability audit; exits 1 when the median
// performance is under 0.95 (issue 15) or the portal is not installable (issue 17). Needs `npm run build` and
// Chromium.
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
/** One Lighthouse run of the given version against the home page, its JSON report written to `report`. */
const lighthouse = (version, report, only) => {
  const run = spawnSync(
    'npx',
    [
      '-y',
      `lighthouse@${version}`,
      `http://127.0.0.1:${port}/`,
      '--quiet',
      '--output=json',
      `--output-path=${report}`,
      only,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } },
  );
  if (run.status !== 0) throw new Error(`lighthouse ${version} exited with ${run.status}`);
};
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
  // The first visitor after a start meets a cold server (the art is drawn on its first request): one load of the
  // page and of the images it preloads warms it, as any visitor before the measured ones would.
  const page = await (await fetch(`http://127.0.0.1:${port}/`)).text();
  for (const [, href] of page.matchAll(/<link rel="preload" href="([^"]+)" as="image"/g))
    await fetch(new URL(href.replaceAll('&amp;', '&'), `http://127.0.0.1:${port}/`));
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('LIGHTHOUSE_RUNS must be a whole number from 1');
  const scores = [];
  for (let index = 1; index <= runs; index++) {
    // LIGHTHOUSE_REPORT=<file> keeps the last run's whole JSON report (every audit, the LCP element, the long tasks).
    const report =
      index === runs && process.env.LIGHTHOUSE_REPORT
        ? process.env.LIGHTHOUSE_REPORT
        : join(dataDir, `report-${index}.json`);
    lighthouse('12.8.2', report, '--only-categories=performance,accessibility,best-practices,seo');
    const { categories, audits, environment, runtimeError } = JSON.parse(readFileSync(report, 'utf8'));
    // A run Lighthouse could not measure (NO_NAVSTART, seen now and then) has no scores: say so, not a TypeError.
    if (runtimeError)
      throw new Error(`run ${index} could not be measured (${runtimeError.code}); run it again`);
    scores.push(categories.performance.score);
    // Lighthouse slows the CPU 4× on top of this machine's own speed: a low index (a busy or slow machine) weighs
    // on the blocking time and the paints, so it is printed beside the scores.
    console.log(
      `run ${index}/${runs}: CPU benchmark index ${environment.benchmarkIndex} (load average ${loadavg()[0].toFixed(1)})`,
    );
    for (const category of Object.values(categories))
      console.log(`  ${category.title.padEnd(16)} ${category.score.toFixed(2)}`);
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]) {
      console.log(`    ${audits[id].title.padEnd(26)} ${audits[id].displayValue}`);
    }
  }
  // The PWA installability audit (issue 17): Lighthouse 12 dropped the PWA category, so its last version that has
  // the audit reads the same page. It asks Chromium's own installability checks: manifest, icons, service worker.
  const pwaReport = join(dataDir, 'pwa.json');
  lighthouse('11.7.1', pwaReport, '--only-audits=installable-manifest');
  const installable = JSON.parse(readFileSync(pwaReport, 'utf8')).audits['installable-manifest'];
  const isInstallable = installable.score === 1;
  console.log(
    `PWA installability (Lighthouse 11 installable-manifest): ${isInstallable ? 'ok' : `FAILED ${JSON.stringify(installable.details?.items ?? [])}`}`,
  );

  const sorted = [...scores].sort((a, b) => a - b);
  const performance = sorted[Math.floor((sorted.length - 1) / 2)];
  console.log(
    `home page, mobile preset, ${runs} runs: performance ${sorted[0].toFixed(2)}-${sorted.at(-1).toFixed(2)}, median ${performance.toFixed(2)} (target ≥ 0.95): ${performance >= 0.95 ? 'ok' : 'MISSED'}`,
  );
  stop();
  process.exit(performance >= 0.95 && isInstallable ? 0 : 1);
} catch (error) {
  console.error('lighthouse failed:', error instanceof Error ? error.message : error);
  stop();
  process.exit(2);
}
