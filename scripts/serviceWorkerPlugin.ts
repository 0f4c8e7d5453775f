// Vite plugin: a service worker (spec 1 §7 "may be registered") that caches the built app, so a repeat visit
// starts at once and the app starts offline. Written into the build as `sw.js` with the list of the build's own
// files. It installs with the page and the files the page names (its script, module preloads and stylesheets:
// enough to start offline after one visit), and caches every other file of the build the first time the page asks
// for it (content-hashed, so cache-first is safe): a first visit on a phone spends its bandwidth on what it shows,
// not on all 500-odd files of every screen (1.8 MB gzip), and nobody downloads a screen they never open. The page
// itself is network first, so an online load always gets the newest build: the app updates on the next load. The
// build's other page (the list-import page, framed by the app) is left to the network: offline it fails to load
// rather than being answered with the app's page, which would then run, wallet code and all, in a hidden frame.
// Everything else — JSON-RPC, token lists (the devchain's list included), quote and analytics requests, any other
// origin — goes to the network untouched and is never cached. `VITE_SERVICE_WORKER=off` builds without it.
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

export const SERVICE_WORKER_FILE = 'sw.js'

/** Build files the worker never serves as assets: pages (navigations), data (lists), source maps, itself. */
function served(fileName: string): boolean {
  return (
    !fileName.endsWith('.html') &&
    !fileName.endsWith('.map') &&
    !fileName.endsWith('.json') &&
    fileName !== SERVICE_WORKER_FILE
  )
}

/** The build files `indexHtml` names (`./file` in a src or href: script, module preloads, stylesheets, icons). */
export function startFiles(indexHtml: string, files: readonly string[]): string[] {
  const named = new Set([...indexHtml.matchAll(/\b(?:src|href)="\.\/([^"?#]+)"/g)].map((match) => match[1]))
  return files.filter((file) => served(file) && named.has(file))
}

/**
 * The worker's source for these build files (exported for tests): `start` (the files the page names) are
 * cached when it installs, any other of `files` the first time the page asks for it.
 */
export function serviceWorkerSource(
  files: readonly string[],
  version: string,
  start: readonly string[],
): string {
  const assets = files.filter(served)
  return `// Generated at build time by scripts/serviceWorkerPlugin.ts.
const CACHE = ${JSON.stringify(`app-${version}`)}
// Every file of the build it serves, cache first: content-hashed, a cached copy is never stale.
const ASSETS = new Set(${JSON.stringify(assets)})
// Cached when it installs, with the page: what the page names, enough to start it offline.
const START = ${JSON.stringify(start.filter((file) => assets.includes(file)))}
const scopeUrl = new URL('./', self.registration.scope)

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([scopeUrl.href, ...START.map((file) => new URL(file, scopeUrl).href)]))
      .then(() => self.skipWaiting()),
  )
})

// The page, once the worker is ready, names the files it loaded before the worker was in control of it (its
// lazily loaded parts): they are kept too, so the page starts offline after one visit. Only files of the build.
self.addEventListener('message', (event) => {
  const data = event.data
  if (data === null || typeof data !== 'object' || data.type !== 'loaded' || !Array.isArray(data.urls)) return
  const files = []
  for (const href of data.urls.slice(0, ASSETS.size)) {
    if (typeof href !== 'string') continue
    let url
    try {
      url = new URL(href)
    } catch {
      continue
    }
    if (url.origin !== scopeUrl.origin || !url.pathname.startsWith(scopeUrl.pathname) || url.search !== '') continue
    const file = url.pathname.slice(scopeUrl.pathname.length)
    if (ASSETS.has(file)) files.push(new URL(file, scopeUrl).href)
  }
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        files.map((href) =>
          cache.match(href).then((hit) => (hit ? undefined : cache.add(href).catch(() => undefined))),
        ),
      ),
    ),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== scopeUrl.origin || !url.pathname.startsWith(scopeUrl.pathname)) return
  const file = url.pathname.slice(scopeUrl.pathname.length)
  if (request.mode === 'navigate') {
    // The app's page only: a navigation to another page of the build is the network's.
    if (file !== '' && file !== 'index.html') return
    // The page from the network when it can be had (the newest build), else the cached one.
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(scopeUrl.href, { cacheName: CACHE }).then((page) => page ?? Response.error()),
      ),
    )
    return
  }
  if (!ASSETS.has(file) || url.search !== '') return
  // The first time a file is asked for it comes from the network and is kept for the next time.
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(url.href).then(
        (hit) =>
          hit ??
          fetch(request).then((response) => {
            if (response.ok && response.type === 'basic')
              event.waitUntil(cache.put(url.href, response.clone()).catch(() => undefined))
            return response
          }),
      ),
    ),
  )
})
`
}

export function serviceWorkerPlugin(enabled: boolean): Plugin {
  return {
    name: 'dex:service-worker',
    apply: 'build',
    // After Vite's own plugins, so the page (index.html) and every asset are in the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      if (!enabled) return
      const files = Object.keys(bundle).sort()
      const hash = createHash('sha256')
      for (const file of files) {
        const item = bundle[file]
        hash.update(file)
        if (item?.type === 'asset')
          hash.update(typeof item.source === 'string' ? item.source : Buffer.from(item.source))
        else if (item?.type === 'chunk') hash.update(item.code)
      }
      const page = bundle['index.html']
      if (page?.type !== 'asset') throw new Error('the build has no index.html for the service worker')
      const pageSource =
        typeof page.source === 'string' ? page.source : Buffer.from(page.source).toString('utf8')
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_FILE,
        source: serviceWorkerSource(files, hash.digest('hex').slice(0, 16), startFiles(pageSource, files)),
      })
    },
  }
}
