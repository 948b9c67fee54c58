import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
// Relative, not the package name: vite bundles its config's relative imports (TypeScript) into the config.
import { OFFERED_LANGUAGE_CODES } from '../../../packages/contracts/src/offered-languages';

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');

/** Files of public/ the shell needs besides the build's own (see public/ and index.html). */
const PUBLIC_SHELL_FILES = ['/theme-init.js', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];
const ENGLISH_CATALOGUE = 'src/locales/en.json';
/** The offline page speaks every offered language. */
const OFFLINE_LANGUAGES = OFFERED_LANGUAGE_CODES;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type OfflineTexts = { title: string; body: string; retry: string };

/**
 * The offline page, in every offered language (its words are the catalogues' `offline` keys); the page's language,
 * set by theme-init.js from the visitor's choice, shows its section, and English shows for any other.
 */
function offlinePage(): string {
  const sections = OFFLINE_LANGUAGES.map((language) => {
    const catalogue = JSON.parse(read(`../src/locales/${language}.json`)) as { offline?: OfflineTexts };
    const texts = catalogue.offline;
    if (!texts?.title || !texts.body || !texts.retry)
      throw new Error(`${language}.json has no offline texts`);
    const [title, body, retry] = [texts.title, texts.body, texts.retry].map(escapeHtml);
    return `<section lang="${language}"><h1>${title}</h1><p>${body}</p><a class="retry" href="">${retry}</a></section>`;
  });
  const others = OFFLINE_LANGUAGES.filter((language) => language !== 'en');
  const rules = [
    `html${others.map((language) => `:not([lang="${language}"])`).join('')} section[lang="en"]`,
    ...others.map((language) => `html[lang="${language}"] section[lang="${language}"]`),
  ];
  return read('./offline.html')
    .replace('/*LANGUAGE-RULES*/', `${rules.join(',')}{display:block}`)
    .replace('<!--SECTIONS-->', sections.join('\n'));
}

/** The entry's scripts and styles (with its static imports) and the English catalogue it fetches as it starts. */
function entryFiles(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
  const files = new Set<string>();
  const collect = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = chunks.find((candidate) => candidate.fileName === fileName);
    for (const css of chunk?.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk?.imports ?? []) collect(imported);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) collect(entry.fileName);
  const catalogue = Object.values(bundle).find(
    (item) =>
      item.type === 'asset' && item.originalFileNames.some((name) => name.endsWith(ENGLISH_CATALOGUE)),
  );
  if (!catalogue) throw new Error(`no asset for ${ENGLISH_CATALOGUE}`);
  files.add(catalogue.fileName);
  return [...files].map((file) => `/${file}`);
}

/**
 * The lite app (decision 0045): the build writes the service worker (/sw.js) with this build's shell files and
 * version, the offline page, and the small script that registers the worker once a page has loaded. Builds only:
 * the development server has no worker, so nothing is cached while the code changes.
 */
export function liteApp(): Plugin {
  return {
    name: 'playhall:lite-app',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: '/lite-app.js', defer: true }, injectTo: 'head' }],
    },
    generateBundle(_options, bundle) {
      const offline = offlinePage();
      const shellFiles = ['/offline.html', ...PUBLIC_SHELL_FILES, ...entryFiles(bundle)].sort();
      const template = read('./service-worker.js');
      const version = createHash('sha256')
        .update(JSON.stringify(shellFiles))
        .update(template)
        .update(offline)
        .digest('hex')
        .slice(0, 12);
      const worker = template
        .replace('__VERSION__', JSON.stringify(version))
        .replace('__SHELL_FILES__', JSON.stringify(shellFiles));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: worker });
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offline });
      this.emitFile({ type: 'asset', fileName: 'lite-app.js', source: read('./lite-app.js') });
    },
  };
}
