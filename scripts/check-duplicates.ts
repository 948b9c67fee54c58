// `npm run lint`, after Biome: fails on any block of code repeated in two places (or twice in one file) that is
// longer than 15 lines, over apps, packages, e2e and scripts. Lines are compared with their whitespace
// normalised and blank lines dropped; import blocks are left out (every file starts with some), and so are
// migrations, locale catalogues and generated files. A repeat is a helper waiting to be written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isGenerated, isLocale, isMigration, listRepositoryFiles } from './source-files';

/** "Longer than 15 lines": a repeat counts from 16 normalised lines on. */
export const MIN_LINES = 16;

export type SourceFile = { path: string; text: string };
export type Place = { path: string; start: number; end: number };
export type Clone = { lines: number; first: Place; second: Place };
export type AllowedRepeat = { files: readonly [string, string]; why: string };

/**
 * Repeats allowed for a stated reason (none today). An entry that no longer matches any repeat fails the check, so
 * the list cannot outlive its reason.
 */
export const ALLOWED_REPEATS: readonly AllowedRepeat[] = [];

const ROOTS = /^(apps|packages|e2e|scripts)\//;
const CODE = /\.(ts|tsx|mts|cts|mjs|cjs|js)$/;

export function isChecked(path: string): boolean {
  return ROOTS.test(path) && CODE.test(path) && !isMigration(path) && !isLocale(path);
}

/** A line that starts an import, or a re-export from another file (`export { a } from './a'`). */
const IMPORT_START = /^(import\s*[{*'"]|import\s+[\w$]|export\s+(type\s+)?(\*|\{))/;
/** The line that ends an import statement: `... from './a';`, `import './a';`, or a lone `;` end. */
const IMPORT_END = /(\bfrom\s*['"][^'"]*['"]|^import\s*['"][^'"]*['"]|;)\s*;?\s*$/;

/** The lines that take part in the comparison, each with its line number in the file (1-based). */
export function comparableLines(text: string): { text: string; line: number }[] {
  const kept: { text: string; line: number }[] = [];
  let inImport = false;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim().replace(/\s+/g, ' ');
    if (inImport || IMPORT_START.test(line)) {
      inImport = !IMPORT_END.test(line);
      return;
    }
    if (line !== '') kept.push({ text: line, line: index + 1 });
  });
  return kept;
}

/** Every maximal repeat of at least `minLines` comparable lines, once per pair of places. */
export function findClones(files: readonly SourceFile[], minLines = MIN_LINES): Clone[] {
  const ids = new Map<string, number>();
  const parsed = files.map((file) => {
    const lines = comparableLines(file.text);
    const codes = lines.map((line) => {
      let id = ids.get(line.text);
      if (id === undefined) {
        id = ids.size;
        ids.set(line.text, id);
      }
      return id;
    });
    return { path: file.path, lines, codes };
  });

  const windows = new Map<string, { file: number; at: number }[]>();
  parsed.forEach((file, fileIndex) => {
    for (let at = 0; at + minLines <= file.codes.length; at++) {
      const key = file.codes.slice(at, at + minLines).join(',');
      const seen = windows.get(key);
      if (seen) seen.push({ file: fileIndex, at });
      else windows.set(key, [{ file: fileIndex, at }]);
    }
  });

  const clones: Clone[] = [];
  for (const places of windows.values()) {
    for (let i = 0; i < places.length; i++) {
      for (let j = i + 1; j < places.length; j++) {
        const a = places[i];
        const b = places[j];
        if (!a || !b) continue;
        const fileA = parsed[a.file];
        const fileB = parsed[b.file];
        if (!fileA || !fileB) continue;
        const sameFile = a.file === b.file;
        // A run of like lines inside one file (a table, a list) overlaps itself: that is not a copy.
        if (sameFile && b.at - a.at < minLines) continue;
        // Only the first window of a repeat starts it; the windows after it are the same repeat.
        if (a.at > 0 && b.at > 0 && fileA.codes[a.at - 1] === fileB.codes[b.at - 1]) continue;
        let length = minLines;
        while (
          a.at + length < fileA.codes.length &&
          b.at + length < fileB.codes.length &&
          (!sameFile || a.at + length < b.at) &&
          fileA.codes[a.at + length] === fileB.codes[b.at + length]
        )
          length++;
        clones.push({
          lines: length,
          first: placeOf(fileA, a.at, length),
          second: placeOf(fileB, b.at, length),
        });
      }
    }
  }
  return clones.sort((x, y) => x.first.path.localeCompare(y.first.path) || x.first.start - y.first.start);
}

function placeOf(file: { path: string; lines: { line: number }[] }, at: number, length: number): Place {
  return {
    path: file.path,
    start: file.lines[at]?.line ?? 0,
    end: file.lines[at + length - 1]?.line ?? 0,
  };
}

function isAllowed(clone: Clone, entry: AllowedRepeat): boolean {
  const [one, two] = entry.files;
  return (
    (clone.first.path === one && clone.second.path === two) ||
    (clone.first.path === two && clone.second.path === one)
  );
}

/** The repeats that fail the check, and the allow-list entries that no longer match any repeat. */
export function checkDuplicates(
  files: readonly SourceFile[],
  allowed: readonly AllowedRepeat[] = ALLOWED_REPEATS,
): { clones: Clone[]; failing: Clone[]; stale: AllowedRepeat[] } {
  const clones = findClones(files);
  const failing = clones.filter((clone) => !allowed.some((entry) => isAllowed(clone, entry)));
  const stale = allowed.filter((entry) => !clones.some((clone) => isAllowed(clone, entry)));
  return { clones, failing, stale };
}

const describePlace = (place: Place) => `${place.path}:${place.start}-${place.end}`;

function main(root: string): number {
  const files = listRepositoryFiles(root)
    .filter(isChecked)
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }))
    .filter((file) => !isGenerated(file.path, file.text));
  const { clones, failing, stale } = checkDuplicates(files);
  for (const clone of failing) {
    console.error(
      `repeated block of ${clone.lines} lines: ${describePlace(clone.first)} and ${describePlace(clone.second)}`,
    );
  }
  for (const entry of stale) {
    console.error(
      `allowed repeat between ${entry.files.join(' and ')} is gone: remove it from ALLOWED_REPEATS in scripts/check-duplicates.ts`,
    );
  }
  const allowedCount = clones.length - failing.length;
  const summary = `duplicate check: ${files.length} files, ${failing.length} repeated block(s) over ${MIN_LINES - 1} lines${allowedCount > 0 ? `, ${allowedCount} allowed for now` : ''}`;
  if (failing.length > 0 || stale.length > 0) {
    console.error(`✖ ${summary}`);
    return 1;
  }
  console.log(`✔ ${summary}`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main(process.cwd()));
