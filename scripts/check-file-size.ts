// `npm run lint`, after Biome: fails on any source file over 300 lines, the size at which STYLE.md says to split
// a file. Migrations, locale catalogues and stylesheets are outside the rule (stylesheets are not source code
// here, and are not listed).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isLocale, isMigration, listRepositoryFiles } from './source-files';

export const MAX_LINES = 300;

/**
 * Source files allowed over the limit: none. An entry must name a file that is over it (an entry whose file is
 * back under the limit, or gone, fails the check), so an exception cannot outlive its reason.
 */
export const ALLOWED_OVERSIZE: readonly string[] = [];

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|sql|html)$/;

export function isSource(path: string): boolean {
  return SOURCE.test(path) && !isMigration(path) && !isLocale(path);
}

/** Lines as an editor numbers them: a final newline does not start another line. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

export type SourceFile = { path: string; text: string };

/** The files over the limit that are not allowed, and the allowed ones that no longer need to be. */
export function checkFileSizes(
  files: readonly SourceFile[],
  allowed: readonly string[] = ALLOWED_OVERSIZE,
): {
  oversized: { path: string; lines: number }[];
  failing: { path: string; lines: number }[];
  stale: string[];
} {
  const oversized = files
    .map((file) => ({ path: file.path, lines: lineCount(file.text) }))
    .filter((file) => file.lines > MAX_LINES)
    .sort((a, b) => b.lines - a.lines);
  const failing = oversized.filter((file) => !allowed.includes(file.path));
  const stale = allowed.filter((path) => !oversized.some((file) => file.path === path));
  return { oversized, failing, stale };
}

function main(root: string): number {
  const files = listRepositoryFiles(root)
    .filter(isSource)
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
  const { oversized, failing, stale } = checkFileSizes(files);
  for (const file of failing)
    console.error(`${file.path}: ${file.lines} lines (at most ${MAX_LINES}): split it`);
  for (const path of stale) {
    console.error(
      `${path} is allowed over ${MAX_LINES} lines but is not (any more): remove it from ALLOWED_OVERSIZE in scripts/check-file-size.ts`,
    );
  }
  const allowedCount = oversized.length - failing.length;
  const summary = `file size check: ${files.length} files, ${failing.length} over ${MAX_LINES} lines${allowedCount > 0 ? `, ${allowedCount} allowed for now` : ''}`;
  if (failing.length > 0 || stale.length > 0) {
    console.error(`✖ ${summary}`);
    return 1;
  }
  console.log(`✔ ${summary}`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main(process.cwd()));
