import { describe, expect, it } from 'vitest';
import { checkFileSizes, isSource, lineCount } from './check-file-size';

const lines = (count: number) =>
  Array.from({ length: count }, (_, index) => `export const n${index} = ${index};\n`).join('');

/** Fixture: a 301-line source file: the check fails. */
const failing = [
  { path: 'apps/server/src/small.ts', text: lines(40) },
  { path: 'apps/server/src/big.ts', text: lines(301) },
];

/** Fixture: a file of exactly 300 lines: the check passes. */
const passing = [{ path: 'apps/server/src/full.ts', text: lines(300) }];

describe('file size check', () => {
  it('fails on a source file over 300 lines', () => {
    expect(checkFileSizes(failing, []).failing).toEqual([{ path: 'apps/server/src/big.ts', lines: 301 }]);
  });

  it('passes on a file of 300 lines', () => {
    expect(checkFileSizes(passing, [])).toMatchObject({ failing: [], stale: [] });
  });

  it('lets an allowed file through, and fails on an allowed file that is no longer over the limit', () => {
    expect(checkFileSizes(failing, ['apps/server/src/big.ts'])).toMatchObject({ failing: [], stale: [] });
    expect(checkFileSizes(passing, ['apps/server/src/big.ts']).stale).toEqual(['apps/server/src/big.ts']);
  });

  it('counts lines as an editor does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\nb')).toBe(2);
  });

  it('measures code, not migrations, locales or stylesheets', () => {
    expect(isSource('apps/web/src/app/router.tsx')).toBe(true);
    expect(isSource('scripts/dev.mjs')).toBe(true);
    expect(isSource('apps/web/index.html')).toBe(true);
    expect(isSource('apps/server/migrations/0010_provider_wallet.sql')).toBe(false);
    expect(isSource('apps/server/migrations/meta/0015_snapshot.json')).toBe(false);
    expect(isSource('apps/web/src/locales/centre/en.json')).toBe(false);
    expect(isSource('apps/games/src/client/slot/slot.css')).toBe(false);
  });
});
