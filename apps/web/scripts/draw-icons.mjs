// Draws the lite app's icons (public/icons/*.png) from the brand mark of public/favicon.svg with headless Chromium.
// Run by hand when the mark changes (`node apps/web/scripts/draw-icons.mjs`); the PNGs are committed, so the build
// needs no browser. "any" icons keep the mark's rounded corners on a transparent ground; the maskable icon and the
// Apple touch icon fill the square (the system cuts its own shape) with the mark inside the safe zone.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const mark = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const defs = mark.match(/<defs>[\s\S]*<\/defs>/)?.[0];
const strokes = mark.match(/<path[\s\S]*\/>/)?.[0];
if (!defs || !strokes) throw new Error('favicon.svg has no <defs> or <path>');

/** The full-bleed ground with the strokes scaled to `scale` around the centre (0.8 keeps them in the safe zone). */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${defs}<rect width="64" height="64" fill="url(#b)"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${strokes}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.72) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.85) },
];

const work = mkdtempSync(join(tmpdir(), 'playhall-icons-'));
mkdirSync(join(publicDir, 'icons'), { recursive: true });
try {
  for (const { file, size, svg } of ICONS) {
    const page = join(work, `${file}.html`);
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    writeFileSync(
      page,
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    const run = spawnSync(chromium, [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
      '--default-background-color=00000000',
      `--window-size=${size},${size}`,
      `--screenshot=${join(publicDir, 'icons', file)}`,
      `file://${page}`,
    ]);
    if (run.status !== 0) throw new Error(`chromium failed on ${file}: ${run.stderr}`);
    console.log(`icons/${file} ${size}x${size}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
