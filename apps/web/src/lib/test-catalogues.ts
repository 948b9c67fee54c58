import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * For unit tests: answers the app's catalogue fetches (URLs such as /apps/web/src/locales/en.json under Vitest)
 * from the files themselves, as the server answers them from the build.
 */
export function serveCatalogues(): void {
  vi.stubGlobal('fetch', async (url: string) => {
    if (!/^\/apps\/web\/src\/locales\/[\w/-]+\.json$/.test(url)) return new Response(null, { status: 404 });
    return new Response(await readFile(`${repositoryRoot}${url.slice(1)}`), {
      headers: { 'content-type': 'application/json' },
    });
  });
}
