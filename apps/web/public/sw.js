/*
 * NaijaBid's service worker, served at /sw.js so its scope is the whole site; registered by
 * src/lib/pwa/app-install.ts after the page has loaded, never on the first load's path.
 *
 * What it keeps, for return visits and a flaky line: the shell (the offline page, the manifest,
 * the icons), the built app's hashed files (they never change under one name), the pages last
 * opened (network first; what is kept is the page as a visitor gets it, since the token lives
 * in the browser and the server renders only public answers), and listing photos. It never
 * touches the API (/api/: balances, bids, orders, live streams), the development tools or the
 * payment pages: those always go to the network.
 */
const VERSION = 'v2';
/**
 * The offline page, the manifest and the icons: a handful of files, kept whole in a cache
 * nothing trims. (In v1 they shared a trimmed cache with the script chunks, and after some
 * forty pages the chunks had pushed the offline page out: offline, Chrome's own error.)
 */
const SHELL = `naijabid-shell-${VERSION}`;
const ASSETS = `naijabid-assets-${VERSION}`;
const PAGES = `naijabid-pages-${VERSION}`;
const PHOTOS = `naijabid-photos-${VERSION}`;
const OFFLINE_URL = '/offline.html';
const SHELL_FILES = [OFFLINE_URL, '/manifest.webmanifest', '/icons/icon-192.png', '/favicon.svg'];
/** The caches that grow with use are bounded: the oldest entries go first. */
const LIMITS = { [ASSETS]: 80, [PAGES]: 20, [PHOTOS]: 150 };
const NEVER = ['/api/', '/dev/', '/fake-paystack/', '/sw.js'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  // Every cache of another version goes: the files of an older build are never asked for again.
  const current = [SHELL, ASSETS, PAGES, PHOTOS];
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('naijabid-') && !current.includes(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function trim(cacheName) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(keys.length - LIMITS[cacheName], 0)).map((key) => cache.delete(key)));
}

/** Only a whole, same-origin, successful answer is kept. */
async function keep(cacheName, request, response) {
  if (!response.ok || response.type !== 'basic') return;
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  if (cacheName in LIMITS) await trim(cacheName);
}

async function cacheFirst(cacheName, request) {
  const cached = await caches.match(request, { cacheName });
  if (cached) return cached;
  const response = await fetch(request);
  await keep(cacheName, request, response.clone());
  return response;
}

async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    await keep(PAGES, request, response.clone());
    return response;
  } catch {
    return (
      (await caches.match(request, { cacheName: PAGES })) ??
      (await caches.match(OFFLINE_URL, { cacheName: SHELL })) ??
      Response.error()
    );
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(ASSETS, request));
  else if (url.pathname.startsWith('/icons/')) event.respondWith(cacheFirst(SHELL, request));
  // The manifest and favicon may change with a release: the network's, or offline the shell's.
  else if (SHELL_FILES.includes(url.pathname))
    event.respondWith(
      fetch(request).catch(() => caches.match(request, { cacheName: SHELL }).then((kept) => kept ?? Response.error())),
    );
  else if (url.pathname.startsWith('/media/') || url.pathname.startsWith('/images/'))
    event.respondWith(cacheFirst(PHOTOS, request));
});

/** A push (apps/api/src/workflows/notices/push-notice.ts): `{ title, body, url, tag }`, shown as it comes. */
self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : undefined;
  } catch {
    payload = undefined;
  }
  if (!payload || typeof payload.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

/** A tap opens the page the push is about (on this site only), in an open tab if there is one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
