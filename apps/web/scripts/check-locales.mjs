// Proves the translation catalogues are whole before a build: every key the code uses exists in English,
// every server error code and validation pattern has its text, the complete translations (zh-CN, vi) have
// every English key with the same placeholders, and no catalogue carries a key English does not know.
// Exits non-zero with the list of problems.
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const localesDir = join(webDir, 'src/locales');
const contractsDir = join(webDir, '../../packages/contracts/src');
const COMPLETE = ['zh-CN', 'vi'];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(object, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(object)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') flatten(value, path, out);
    else out.set(path, String(value));
  }
  return out;
}

const placeholders = (text) =>
  [...text.matchAll(/\{\{\s*(\w+)/g)]
    .map((match) => match[1])
    .sort()
    .join(',');

async function* sourceFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (['.ts', '.tsx'].includes(extname(path))) yield path;
  }
}

const problems = [];
const en = flatten(JSON.parse(await readFile(join(localesDir, 'en.json'), 'utf8')));
const has = (key) => en.has(key) || [...en.keys()].some((known) => known.replace(PLURAL_SUFFIX, '') === key);

// 1. Keys used in the code.
for await (const file of sourceFiles(join(webDir, 'src'))) {
  const text = await readFile(file, 'utf8');
  const relative = file.slice(webDir.length);
  for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) {
    if (!has(match[1])) problems.push(`${relative}: missing English key "${match[1]}"`);
  }
  for (const match of text.matchAll(/(?:titleKey|labelKey):\s*'([a-zA-Z0-9_.-]+)'/g)) {
    if (!has(match[1])) problems.push(`${relative}: missing English key "${match[1]}"`);
  }
  for (const match of text.matchAll(/\bt\(\s*`([a-zA-Z0-9_.-]+)\.\$\{/g)) {
    const prefix = `${match[1]}.`;
    if (![...en.keys()].some((key) => key.startsWith(prefix)))
      problems.push(`${relative}: no English keys under "${prefix}"`);
  }
}

// 2. Every server error code and every validation pattern.
const errorCodes = await readFile(join(contractsDir, 'error-codes.ts'), 'utf8');
for (const match of errorCodes.matchAll(/^\s+([A-Z_]+): '([A-Z_]+)',$/gm)) {
  if (!en.has(`errors.${match[2]}`)) problems.push(`en.json: missing errors.${match[2]}`);
}
const patterns = await readFile(join(contractsDir, 'validation-patterns.ts'), 'utf8');
for (const match of patterns.matchAll(/^\s+(\d+): \{ name:/gm)) {
  if (!en.has(`validation.pattern.${match[1]}`))
    problems.push(`en.json: missing validation.pattern.${match[1]}`);
}
// Every category route key the route table and menus build.
for (const category of ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT']) {
  if (!en.has(`categories.${category}`)) problems.push(`en.json: missing categories.${category}`);
}

// 3. The other catalogues.
for (const file of await readdir(localesDir)) {
  if (!file.endsWith('.json') || file === 'en.json') continue;
  const language = file.slice(0, -5);
  const catalogue = flatten(JSON.parse(await readFile(join(localesDir, file), 'utf8')));
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const bases = new Set([...en.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
  for (const [key, value] of catalogue) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (!bases.has(base)) problems.push(`${file}: key "${key}" is not in English`);
    if (value.trim() === '') problems.push(`${file}: key "${key}" is empty`);
    const source = en.get(key) ?? en.get(`${base}_other`) ?? en.get(base) ?? '';
    if (placeholders(source) !== placeholders(value))
      problems.push(`${file}: placeholders of "${key}" differ`);
  }
  if (!COMPLETE.includes(language)) continue;
  for (const key of en.keys()) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base !== key) {
      for (const category of categories) {
        if (!catalogue.has(`${base}_${category}`)) problems.push(`${file}: missing "${base}_${category}"`);
      }
    } else if (!catalogue.has(key)) {
      problems.push(`${file}: missing "${key}"`);
    }
  }
}

const unique = [...new Set(problems)];
if (unique.length > 0) {
  console.error(`Locale check failed (${unique.length}):\n${unique.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`locales ok: ${en.size} English keys`);
