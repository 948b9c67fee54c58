// The lite app's service worker (decision 0045), written to /sw.js by the web build (pwa/lite-app-plugin.ts),
// which replaces the two names below: this build's version and the files of the shell it keeps.
// It caches the shell and shows the offline page when a page cannot be loaded. It never touches the API, the
// operator console, the games or any other origin: those requests go to the network as if it were not there, so
// no answer with money in it is ever stored.
const VERSION = __VERSION__;
const SHELL_FILES = __SHELL_FILES__;
const OFFLINE_PAGE = '/offline.html';
const CACHE_PREFIX = 'playhall-shell-';
const CACHE = `${CACHE_PREFIX}${VERSION}`;
/** Never answered from here, pages included (the console, the games' pages). */
const NETWORK_ONLY = ['/wps/', '/lgw/', '/ops', '/play/', '/img/', '/docs', '/sandbox-psp/', '/test-hooks/'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Past the browser's HTTP cache: the files without a hash in their name may be an hour old there.
      await cache.addAll(SHELL_FILES.map((path) => new Request(path, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

async function pageOrOffline(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: CACHE });
    if (offline) return offline;
    throw error;
  }
}

async function shellFile(request, path) {
  const cached = await caches.match(path, { cacheName: CACHE });
  return cached ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NETWORK_ONLY.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    event.respondWith(pageOrOffline(request));
    return;
  }
  if (url.search === '' && SHELL_FILES.includes(url.pathname))
    event.respondWith(shellFile(request, url.pathname));
});
