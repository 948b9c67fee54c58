import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The import-path rule of decision 0013: a relative path stays inside its unit (one feature, or one top-level
// folder of src); everything outside is `@/...`, and `@/` never points back into the importer's own unit.
const SRC = dirname(fileURLToPath(import.meta.url));
const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*['"]((?:\.\.?\/|@\/)[^'"]*)['"]/g;

/** `features/<name>` for a feature's files, else the top-level folder; '' for the files at the root of src. */
function unitOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  return parts.length > 1 ? (parts[0] ?? '') : '';
}

/** What is wrong with one import of one file (paths relative to src), or null when it follows the rule. */
function importProblem(file: string, specifier: string): string | null {
  const here = unitOf(file);
  if (specifier.startsWith('@/')) {
    return here !== '' && unitOf(specifier.slice(2)) === here
      ? 'points into its own unit: use a relative path'
      : null;
  }
  const target = normalize(join(dirname(file), specifier));
  if (target.startsWith('..')) return 'climbs out of src';
  if (specifier.startsWith('./') && here === '') return null;
  return unitOf(target) === here ? null : `leaves ${here || 'the root'} for ${unitOf(target)}: use @/`;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('import paths (decision 0013)', () => {
  it('finds a relative import that leaves its unit and an @/ import into its own unit', () => {
    expect(importProblem('features/account/components/login-modal.tsx', '../../../lib/use-form')).toMatch(
      /use @\//,
    );
    expect(
      importProblem('features/account/components/login-modal.tsx', '@/features/account/api/login'),
    ).toMatch(/own unit/);
    expect(
      importProblem('app/pages/ops/ops-pages.tsx', '../../../features/ops/components/audit-log'),
    ).toMatch(/use @\//);
  });

  it('accepts a feature reaching its own files relatively and other units through @/', () => {
    expect(
      importProblem('features/account/components/security/bind-phone-card.tsx', '../../api/bind-phone'),
    ).toBe(null);
    expect(importProblem('features/account/components/login-modal.tsx', '@/lib/use-form')).toBe(null);
    expect(importProblem('main.tsx', './app/app')).toBe(null);
  });

  it('holds for every file of the web app', () => {
    const problems: string[] = [];
    for (const path of sourceFiles(SRC)) {
      const file = relative(SRC, path).split('\\').join('/');
      for (const match of readFileSync(path, 'utf8').matchAll(SPECIFIER)) {
        const specifier = match[1] ?? '';
        const problem = importProblem(file, specifier);
        if (problem) problems.push(`${file}: '${specifier}' ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
