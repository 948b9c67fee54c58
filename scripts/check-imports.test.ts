import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type AreaRules, checkArea, importSpecifiers } from './check-imports';
import { AREAS, SERVER, WEB } from './import-rules';

const repository = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'check-imports-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let trees = 0;
/** A fresh folder holding the given files (path -> source); returns its path. */
function tree(files: Record<string, string>): string {
  trees += 1;
  const root = path.join(scratch, `tree-${trees}`);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

/** A small server-like area: modules a and b, a wiring folder above them, an http folder below. */
const rules: AreaRules = {
  root: 'src',
  domains: 'modules',
  publicFiles: { a: ['open.ts'] },
  layers: [['app.ts', 'wiring'], ['modules/*'], ['http']],
};

const cleanServer = {
  'src/app.ts': "import { wire } from './wiring/wire';\nexport const app = wire;\n",
  // The wiring may build a module from its internals.
  'src/wiring/wire.ts': "import { hidden } from '../modules/a/hidden';\nexport const wire = hidden;\n",
  'src/modules/a/open.ts': "import { hidden } from './hidden';\nexport const open = hidden;\n",
  'src/modules/a/hidden.ts': "import { ok } from '../../http/ok';\nexport const hidden = ok;\n",
  'src/modules/b/use.ts':
    "import type { open } from '../a/open';\n// import { hidden } from '../a/hidden';\nexport type Open = typeof open;\n",
  'src/modules/b/use.test.ts': "import { hidden } from '../a/hidden';\nexport const seen = hidden;\n",
  'src/http/ok.ts': 'export const ok = 1;\n',
};

describe('the import check', () => {
  it('passes a tree that keeps the rules (comments and test files do not count)', () => {
    expect(checkArea(tree(cleanServer), rules)).toEqual([]);
  });

  it('fails a module importing another module’s internals, type-only and dynamic imports included', () => {
    const violations = checkArea(
      tree({
        ...cleanServer,
        'src/modules/b/use.ts':
          "import type { hidden } from '../a/hidden';\nexport type H = typeof hidden;\n",
        'src/modules/b/late.ts': "export const late = () => import('../a/hidden');\n",
      }),
      rules,
    );
    expect(violations).toEqual([
      {
        file: 'src/modules/b/late.ts',
        message: 'imports modules/a/hidden.ts, internal to modules/a (public: open.ts)',
      },
      {
        file: 'src/modules/b/use.ts',
        message: 'imports modules/a/hidden.ts, internal to modules/a (public: open.ts)',
      },
    ]);
  });

  it('fails an import cycle among module folders, naming the way round', () => {
    const violations = checkArea(
      tree({
        ...cleanServer,
        'src/modules/a/open.ts': "import { use } from '../b/use';\nexport const open = use;\n",
        'src/modules/b/use.ts': "import { open } from '../a/open';\nexport const use = open;\n",
      }),
      { ...rules, publicFiles: { a: ['open.ts'], b: ['use.ts'] } },
    );
    expect(violations).toEqual([
      { file: 'src/modules/a', message: 'import cycle: modules/a -> modules/b -> modules/a' },
    ]);
  });

  it('fails a lower layer importing a higher one, and a folder that has no layer', () => {
    const violations = checkArea(
      tree({
        ...cleanServer,
        'src/http/ok.ts': "import { open } from '../modules/a/open';\nexport const ok = open;\n",
        'src/stray/thing.ts': 'export const thing = 1;\n',
      }),
      rules,
    );
    expect(violations.map((violation) => violation.message)).toEqual([
      'imports modules/a/open.ts: http sits below modules/a and may not import it',
      'is in no layer of scripts/import-rules.ts: give it one (and a line in docs/architecture.md)',
      'import cycle: http -> modules/a -> http',
    ]);
  });

  it('fails a web feature importing another feature, by a relative path or the @/ alias', () => {
    const web = tree({
      'web/features/bets/filters.tsx':
        "import { labels } from '../wallet/record-period';\nimport { menus } from '@/features/games/api/menus';\nexport const all = [labels, menus];\n",
      'web/features/wallet/record-period.ts': "import { t } from '../../lib/t';\nexport const labels = t;\n",
      'web/features/games/api/menus.ts': 'export const menus = 1;\n',
      'web/lib/t.ts': 'export const t = 1;\n',
    });
    const violations = checkArea(web, { ...WEB, root: 'web' });
    expect(violations).toEqual([
      {
        file: 'web/features/bets/filters.tsx',
        message: 'imports features/wallet/record-period.ts, internal to features/wallet (public: none)',
      },
      {
        file: 'web/features/bets/filters.tsx',
        message: 'imports features/games/api/menus.ts, internal to features/games (public: none)',
      },
    ]);
  });

  it('reads the specifiers of every import form and skips commented ones', () => {
    const source = [
      "import a from './a';",
      "import { b, type c } from './b';",
      'import {',
      '  d,',
      "} from './d';",
      "import './side-effect.css';",
      "export { e } from './e';",
      "export * from './f';",
      "const g = await import('./g');",
      "// import h from './h';",
      " * import i from './i';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['./a', './b', './d', './side-effect.css', './e', './f', './g']);
  });
});

describe('npm run lint’s import step (scripts/check-imports.ts)', () => {
  const tsx = path.join(repository, 'node_modules', '.bin', 'tsx');
  const run = (root: string) =>
    spawnSync(tsx, [path.join(repository, 'scripts', 'check-imports.ts'), root], { encoding: 'utf8' });
  /** The smallest tree the real rules accept: a module, the wiring above it, a feature, the lib below it. */
  const repositoryLike = {
    'apps/server/src/modules/ledger/post.ts': 'export const post = 1;\n',
    'apps/server/src/modules/ledger/invariants.ts': 'export const invariants = 1;\n',
    'apps/server/src/modules/cashier/deposits.ts':
      "import { post } from '../ledger/post';\nexport const d = post;\n",
    'apps/server/src/wiring/cashier.ts':
      "import { d } from '../modules/cashier/deposits';\nexport const w = d;\n",
    'apps/web/src/features/wallet/balance.tsx': "import { t } from '../../lib/t';\nexport const b = t;\n",
    'apps/web/src/lib/t.ts': 'export const t = 1;\n',
  };

  it('exits 0 on a clean tree', () => {
    const result = run(tree(repositoryLike));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('exits 1 on a cross-module internal import, a cross-feature import and a module cycle', () => {
    const result = run(
      tree({
        ...repositoryLike,
        'apps/server/src/modules/cashier/withdrawals.ts':
          "import { invariants } from '../ledger/invariants';\nexport const w = invariants;\n",
        'apps/server/src/modules/ledger/post.ts':
          "import { d } from '../cashier/deposits';\nexport const post = d;\n",
        'apps/web/src/features/bets/filters.tsx':
          "import { b } from '../wallet/balance';\nexport const f = b;\n",
      }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'apps/server/src/modules/cashier/withdrawals.ts: imports modules/ledger/invariants.ts, internal to modules/ledger',
    );
    expect(result.stderr).toContain('import cycle: modules/cashier -> modules/ledger -> modules/cashier');
    expect(result.stderr).toContain(
      'apps/web/src/features/bets/filters.tsx: imports features/wallet/balance.tsx, internal to features/wallet',
    );
  });

  it('the repository itself keeps the rules', () => {
    expect(AREAS).toEqual([SERVER, WEB]);
    expect(AREAS.flatMap((area) => checkArea(repository, area))).toEqual([]);
  });
});
