import { describe, expect, it } from 'vitest';
import { type AllowedRepeat, checkDuplicates, comparableLines, isChecked } from './check-duplicates';

/** A function body of `lines` distinct statements, as a copied helper would be. */
function block(lines: number, indent = '  '): string {
  return Array.from(
    { length: lines },
    (_, index) => `${indent}total += prices[${index}] * counts[${index}];`,
  ).join('\n');
}

const IMPORTS =
  "import { a } from './a';\nimport {\n  b,\n  c,\n} from './b';\nimport type { D } from './d';\n";

/** Fixture: two files that share a 16-line block (longer than 15 lines): the check fails. */
const failing = [
  { path: 'apps/server/src/one.ts', text: `${IMPORTS}export function one() {\n${block(16)}\n}\n` },
  {
    path: 'e2e/journeys/two.test.ts',
    text: `export function two() {\n\n${block(16, '    ')}\n  return 2;\n}\n`,
  },
];

/** Fixture: a 15-line repeat (14 statements and the closing brace), and 24 like import lines: the check passes. */
const passing = [
  { path: 'apps/server/src/one.ts', text: `${IMPORTS.repeat(4)}export function one() {\n${block(14)}\n}\n` },
  { path: 'apps/server/src/two.ts', text: `${IMPORTS.repeat(4)}export function two() {\n${block(14)}\n}\n` },
];

describe('duplicate check', () => {
  it('fails on a block longer than 15 lines in two files, whatever their indentation and blank lines', () => {
    const { failing: found } = checkDuplicates(failing, []);
    expect(found).toHaveLength(1);
    expect(found[0]?.lines).toBe(16);
    expect(found[0]?.first).toEqual({ path: 'apps/server/src/one.ts', start: 8, end: 23 });
    expect(found[0]?.second).toEqual({ path: 'e2e/journeys/two.test.ts', start: 3, end: 18 });
  });

  it('passes on a 15-line repeat and on repeated import blocks', () => {
    expect(checkDuplicates(passing, []).failing).toEqual([]);
  });

  it('finds a block repeated inside one file, but not a run of like lines overlapping itself', () => {
    const twice = `function a() {\n${block(16)}\n}\nfunction b() {\n${block(16)}\n}\n`;
    expect(checkDuplicates([{ path: 'scripts/x.mjs', text: twice }], []).failing).toHaveLength(1);
    const run = Array.from({ length: 30 }, () => '  0, 0, 0, 0,').join('\n');
    expect(
      checkDuplicates([{ path: 'scripts/y.mjs', text: `const table = [\n${run}\n];\n` }], []).failing,
    ).toEqual([]);
  });

  it('lets an allowed pair of files through, and fails on an allowed pair that no longer repeats', () => {
    const allowed: AllowedRepeat[] = [
      { files: ['e2e/journeys/two.test.ts', 'apps/server/src/one.ts'], why: 'test' },
    ];
    expect(checkDuplicates(failing, allowed)).toMatchObject({ failing: [], stale: [] });
    expect(checkDuplicates(passing, allowed).stale).toEqual(allowed);
  });

  it('leaves imports out and normalises whitespace', () => {
    expect(comparableLines(`${IMPORTS}  const  a =\t1;\n\n   b();\n`)).toEqual([
      { text: 'const a = 1;', line: 7 },
      { text: 'b();', line: 9 },
    ]);
  });

  it('reads code under apps, packages, e2e and scripts, not migrations, locales or other trees', () => {
    expect(isChecked('apps/web/src/app/router.tsx')).toBe(true);
    expect(isChecked('scripts/dev.mjs')).toBe(true);
    expect(isChecked('apps/server/migrations/0001_cache_notify.sql')).toBe(false);
    expect(isChecked('apps/games/src/server/migrations.ts')).toBe(false);
    expect(isChecked('apps/web/src/locales/en.json')).toBe(false);
    expect(isChecked('apps/web/src/app/layouts/layout.css')).toBe(false);
    expect(isChecked('docs/decisions/0001-monorepo-and-toolchain.md')).toBe(false);
  });
});
