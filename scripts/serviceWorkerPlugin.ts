// Vite plugin: a service worker (spec 1 §7 "may be registered") that precaches the built app, so a repeat visit
// starts at once and the app starts offline. Written into the build as `sw.js` with the list of the build's own
// files. It serves only those files (content-hashed, so cache-first is safe) and the page itself (network first,
// so an online load always gets the newest build: the app updates on the next load). The build's other page (the
// list-import page, framed by the app) is left to the network: offline it fails to load rather than being answered
// with the app's page, which would then run, wallet code and all, in a hidden frame. Everything else — JSON-RPC,
// token lists (the devchain's list included), quote and analytics requests, any other origin — goes to the
// network untouched and is never cached. `VITE_SERVICE_WORKER=off` builds without it.
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

export const SERVICE_WORKER_FILE = 'sw.js'

/** Build files the worker never serves as assets: pages (navigations), data (lists), source maps, itself. */
function precached(fileName: string): boolean {
  return (
    !fileName.endsWith('.html') &&
    !fileName.endsWith('.map') &&
    !fileName.endsWith('.json') &&
    fileName !== SERVICE_WORKER_FILE
  )
}

/** The worker's source for these build files (exported for tests). */
export function serviceWorkerSource(files: readonly string[], version: string): string {
  const assets = files.filter(precached)
  return `// Generated at build time by scripts/serviceWorkerPlugin.ts.
const CACHE = ${JSON.stringify(`app-${version}`)}
const ASSETS = new Set(${JSON.stringify(assets)})
const scopeUrl = new URL('./', self.registration.scope)

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([scopeUrl.href, ...[...ASSETS].map((file) => new URL(file, scopeUrl).href)]))
      .then(() => self.skipWaiting()),
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
  event.respondWith(
    caches.match(url.href, { cacheName: CACHE }).then((hit) => hit ?? fetch(request)),
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
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_FILE,
        source: serviceWorkerSource(files, hash.digest('hex').slice(0, 16)),
      })
    },
  }
}
