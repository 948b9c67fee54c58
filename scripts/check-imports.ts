// The import rules of docs/architecture.md, run by `npm run lint` after Biome (`tsx scripts/check-imports.ts`).
// For each area (the server's src, the web app's src) it fails on:
//   - a domain importing another domain's internals: a server module may import only the files another module lists
//     as public; a web feature imports no other feature at all;
//   - an import from a lower layer into a higher one (a shared layer into the domains, a domain into the wiring);
//   - any import cycle among the units (each domain folder, each other top-level folder or file).
// The rules themselves (layers, public files) are data: scripts/import-rules.ts. Test files are not checked: a test
// may reach into whatever it proves.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type AreaRules = {
  /** The source folder, relative to the repository root. */
  root: string;
  /** The folder (relative to root) whose sub-folders are the domains: `modules` on the server, `features` on the web. */
  domains: string;
  /** Per domain, the files (relative to its folder) other domains may import; everything else is internal. */
  publicFiles: Readonly<Record<string, readonly string[]>>;
  /**
   * Units from the top down; a unit may import units of its own layer or of the layers below. `modules/*` stands
   * for every domain. A unit in no layer is an error, so that a new folder gets its place.
   */
  layers: readonly (readonly string[])[];
  /** Import prefixes that stand for the root (the web app's `@/`). */
  aliases?: readonly string[];
};

export type Violation = { file: string; message: string };

const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.test\.(ts|tsx|mts)$/;
const STATIC_IMPORT =
  /(?:^|[^.\w$])(?:import|export)\s*(?:type\s+)?(?:[\w$*{}\s,]*?\s*from\s*)?['"]([^'"\n]+)['"]/g;
const DYNAMIC_IMPORT = /(?:^|[^.\w$])import\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

function sourceFiles(directory: string): string[] {
  const entries = readdirSync(directory, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  return entries.flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
  });
}

/** The specifiers a file imports, leaving out lines that are comments. */
export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  for (const pattern of [STATIC_IMPORT, DYNAMIC_IMPORT]) {
    for (const match of source.matchAll(pattern)) {
      const lineStart = source.lastIndexOf('\n', match.index) + 1;
      const line = source.slice(lineStart, match.index + match[0].length).trimStart();
      if (line.startsWith('//') || line.startsWith('*') || line.startsWith('/*')) continue;
      if (match[1] !== undefined) found.push(match[1]);
    }
  }
  return found;
}

/** The file an import names, relative to the area's root; null when it leaves the area (a package, another app). */
function resolveImport(rootDir: string, fromFile: string, specifier: string, aliases: readonly string[]) {
  const bare = specifier.replace(/\?.*$/, '');
  const alias = aliases.find((prefix) => bare.startsWith(prefix));
  let target: string;
  if (alias !== undefined) target = path.join(rootDir, bare.slice(alias.length));
  else if (bare.startsWith('.')) target = path.resolve(path.dirname(fromFile), bare);
  else return null;
  const relative = path.relative(rootDir, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const withoutJs = target.replace(/\.js$/, '');
  const candidates = [
    target,
    `${withoutJs}.ts`,
    `${withoutJs}.tsx`,
    `${target}/index.ts`,
    `${target}/index.tsx`,
  ];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return path
    .relative(rootDir, found ?? target)
    .split(path.sep)
    .join('/');
}

/** The unit of a file: `modules/ledger` for a domain's file, else its top-level folder or file (`http`, `app.ts`). */
function unitOf(file: string, domains: string): string {
  const parts = file.split('/');
  if (parts[0] === domains && parts.length > 2) return `${domains}/${parts[1]}`;
  return parts[0] ?? file;
}

function layerOf(unit: string, rules: AreaRules): number {
  return rules.layers.findIndex((layer) =>
    layer.some(
      (name) => name === unit || (name === `${rules.domains}/*` && unit.startsWith(`${rules.domains}/`)),
    ),
  );
}

/** Cycles among the units: one path around each group of units that reach each other. */
function findCycles(edges: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, counter);
    low.set(unit, counter);
    counter += 1;
    stack.push(unit);
    onStack.add(unit);
    for (const next of edges.get(unit) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(unit, Math.min(low.get(unit) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(unit) !== index.get(unit)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === unit) break;
    }
    if (group.length > 1) groups.push(group);
  };
  for (const unit of [...edges.keys()].sort()) if (!index.has(unit)) visit(unit);
  // Within each group, walk from its first unit back to itself (breadth first: the shortest way round).
  return groups.map((group) => {
    const members = new Set(group);
    const start = [...group].sort()[0] ?? '';
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const unit = queue.shift() ?? '';
      for (const next of edges.get(unit) ?? []) {
        if (!members.has(next)) continue;
        if (next === start) {
          const cycle = [unit];
          for (let step = previous.get(unit); step !== undefined; step = previous.get(step))
            cycle.unshift(step);
          return [...cycle, start];
        }
        if (!previous.has(next)) {
          previous.set(next, unit);
          queue.push(next);
        }
      }
    }
    return [...group, group[0] ?? ''];
  });
}

export function checkArea(repositoryRoot: string, rules: AreaRules): Violation[] {
  const rootDir = path.resolve(repositoryRoot, rules.root);
  const violations: Violation[] = [];
  const edges = new Map<string, Set<string>>();
  const unplaced = new Set<string>();
  for (const absolute of sourceFiles(rootDir)) {
    const file = path.relative(rootDir, absolute).split(path.sep).join('/');
    const shown = `${rules.root}/${file}`;
    const unit = unitOf(file, rules.domains);
    if (layerOf(unit, rules) < 0) unplaced.add(unit);
    for (const specifier of importSpecifiers(readFileSync(absolute, 'utf8'))) {
      const target = resolveImport(rootDir, absolute, specifier, rules.aliases ?? []);
      if (target === null) continue;
      const targetUnit = unitOf(target, rules.domains);
      if (targetUnit === unit) continue;
      if (!edges.has(unit)) edges.set(unit, new Set());
      edges.get(unit)?.add(targetUnit);
      const [fromLayer, toLayer] = [layerOf(unit, rules), layerOf(targetUnit, rules)];
      if (fromLayer >= 0 && toLayer >= 0 && toLayer < fromLayer) {
        violations.push({
          file: shown,
          message: `imports ${target}: ${unit} sits below ${targetUnit} and may not import it`,
        });
      }
      const domainPrefix = `${rules.domains}/`;
      if (unit.startsWith(domainPrefix) && targetUnit.startsWith(domainPrefix)) {
        const domain = targetUnit.slice(domainPrefix.length);
        const inside = target.slice(targetUnit.length + 1);
        const open = rules.publicFiles[domain] ?? [];
        if (!open.includes(inside)) {
          violations.push({
            file: shown,
            message: `imports ${target}, internal to ${targetUnit} (public: ${open.length > 0 ? open.join(', ') : 'none'})`,
          });
        }
      }
    }
  }
  for (const unit of [...unplaced].sort()) {
    violations.push({
      file: `${rules.root}/${unit}`,
      message: 'is in no layer of scripts/import-rules.ts: give it one (and a line in docs/architecture.md)',
    });
  }
  for (const cycle of findCycles(edges)) {
    violations.push({ file: `${rules.root}/${cycle[0]}`, message: `import cycle: ${cycle.join(' -> ')}` });
  }
  return violations;
}

async function main(): Promise<void> {
  const { AREAS } = await import('./import-rules');
  // The repository to check: this one, or the folder given (the check's own test runs it on fixture trees).
  const repositoryRoot = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const violations = AREAS.flatMap((rules) => checkArea(repositoryRoot, rules));
  for (const violation of violations) console.error(`${violation.file}: ${violation.message}`);
  if (violations.length > 0) {
    console.error(`\n✖ ${violations.length} import rule violation(s); the rules are in docs/architecture.md`);
    process.exit(1);
  }
  console.log(`import rules hold (${AREAS.map((rules) => rules.root).join(', ')})`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
