// Proves the translation catalogues are whole before a build: every key the code uses exists in English,
// every server error code and validation pattern has its text, every offered language (OFFERED_LANGUAGE_CODES in
// packages/contracts/src/offered-languages.ts) has every English key with the same placeholders, in the web app and in the
// game pages (apps/games/src/client/locales), and no catalogue carries a key English does not know.
// A language's words come in two parts: the shell catalogue (locales/<lang>.json, English in the entry chunk)
// and the centre catalogue (locales/centre/<lang>.json, loaded with the member centre and the operator
// console); the checks run on their union, a key lives in one part only, and the shell's own code (layouts,
// lib, components) uses shell keys only, since it renders before the centre catalogue loads.
// Exits non-zero with the list of problems.
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const localesDir = join(webDir, 'src/locales');
const centreDir = join(localesDir, 'centre');
const SHELL_CODE = ['src/app/layouts/', 'src/lib/', 'src/components/', 'src/app/root-frame.tsx'];
const contractsDir = join(webDir, '../../packages/contracts/src');
const gamesLocalesDir = join(webDir, '../games/src/client/locales');
const gamesRegistryFile = join(webDir, '../games/src/client/i18n/catalogues.ts');
const offeredSource = await readFile(join(contractsDir, 'offered-languages.ts'), 'utf8');
const COMPLETE = [...offeredSource.matchAll(/\{ code: '([\w-]+)'/g)]
  .map((match) => match[1])
  .filter((code) => code !== 'en');
if (COMPLETE.length === 0) throw new Error('no offered languages found in offered-languages.ts');
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
    // Tests may translate with catalogues of their own (the translator's do).
    else if (['.ts', '.tsx'].includes(extname(path)) && !path.endsWith('.test.ts')) yield path;
  }
}

async function readCatalogue(path) {
  try {
    return flatten(JSON.parse(await readFile(path, 'utf8')));
  } catch (error) {
    if (error.code === 'ENOENT') return new Map();
    throw error;
  }
}

/** A language's two parts and their union; a key in both parts is a problem. */
async function catalogueOf(language, problems) {
  const shell = await readCatalogue(join(localesDir, `${language}.json`));
  const centre = await readCatalogue(join(centreDir, `${language}.json`));
  for (const key of centre.keys()) {
    if (shell.has(key))
      problems.push(`${language}: key "${key}" is in both the shell and the centre catalogue`);
  }
  return { shell, centre, all: new Map([...shell, ...centre]) };
}

const problems = [];
const english = await catalogueOf('en', problems);
const en = english.all;
const hasIn = (catalogue, key) =>
  catalogue.has(key) || [...catalogue.keys()].some((known) => known.replace(PLURAL_SUFFIX, '') === key);
const has = (key) => hasIn(en, key);

// 1. Keys used in the code.
for await (const file of sourceFiles(join(webDir, 'src'))) {
  const text = await readFile(file, 'utf8');
  const relative = file.slice(webDir.length);
  const isShellCode = SHELL_CODE.some((prefix) => relative.startsWith(prefix));
  for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) {
    if (!has(match[1])) problems.push(`${relative}: missing English key "${match[1]}"`);
    else if (isShellCode && !hasIn(english.shell, match[1]))
      problems.push(`${relative}: "${match[1]}" is a centre key, but the shell renders before it loads`);
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
const languages = new Set(
  [...(await readdir(localesDir)), ...(await readdir(centreDir))]
    .filter((file) => file.endsWith('.json') && file !== 'en.json')
    .map((file) => file.slice(0, -5)),
);
for (const language of languages) {
  const file = `${language}.json`;
  const catalogue = (await catalogueOf(language, problems)).all;
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

// 4. Every offered language in the game pages: a dictionary file with every key of English (its type proves the
// same when it is registered; this proves it is there and registered). Keys are `'key':` lines.
const gameKeys = (text) => [...text.matchAll(/^\s+'([\w.-]+)':/gm)].map((match) => match[1]);
const gamesEnglish = gameKeys(await readFile(join(gamesLocalesDir, 'en.ts'), 'utf8'));
const gamesRegistry = await readFile(gamesRegistryFile, 'utf8');
for (const language of COMPLETE) {
  const file = `${language.toLowerCase()}.ts`;
  let text;
  try {
    text = await readFile(join(gamesLocalesDir, file), 'utf8');
  } catch {
    problems.push(`games: no dictionary ${file} for offered language ${language}`);
    continue;
  }
  const keys = new Set(gameKeys(text));
  for (const key of gamesEnglish) if (!keys.has(key)) problems.push(`games ${file}: missing "${key}"`);
  if (!gamesRegistry.includes(`import('../locales/${language.toLowerCase()}')`))
    problems.push(`games catalogues.ts: ${language} is not registered`);
}

// 5. No placeholder wording (issue 17): a page or entry that is "coming soon" is built or removed, not announced.
const PLACEHOLDER = /coming soon|not available yet|under construction/i;
for (const [key, value] of en) {
  if (PLACEHOLDER.test(value)) problems.push(`en: "${key}" reads like a placeholder: "${value}"`);
}

const unique = [...new Set(problems)];
if (unique.length > 0) {
  console.error(`Locale check failed (${unique.length}):\n${unique.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `locales ok: ${en.size} English keys, ${COMPLETE.length} complete translations (${COMPLETE.join(', ')})`,
);
