// The build's service worker (scripts/serviceWorkerPlugin.ts): registered once the page has loaded, so it never
// competes with the first load. Builds made with VITE_SERVICE_WORKER=off, and the dev server, have none.
const RETELL_AFTER_MS = 3_000

export function registerServiceWorker(): void {
  if (!__SERVICE_WORKER__ || !('serviceWorker' in navigator)) return
  const { serviceWorker } = navigator
  // The worker installs with the files the page names, and keeps what the page loads through it. What the page
  // loaded before a worker was in control of it (its lazily loaded parts, on a first visit or when a new build's
  // worker takes over) it keeps when told, so the page starts offline. Told again a little later: a file still
  // arriving when the worker took control is listed only once it has arrived (the worker skips what it has).
  const tell = () => {
    serviceWorker.controller?.postMessage({
      type: 'loaded',
      urls: performance.getEntriesByType('resource').map((entry) => entry.name),
    })
  }
  const tellNowAndLater = () => {
    tell()
    setTimeout(tell, RETELL_AFTER_MS)
  }
  const register = () => {
    serviceWorker.addEventListener('controllerchange', tellNowAndLater)
    // A worker that controls the page from its start (a later visit) has seen all it loaded: nothing to tell.
    serviceWorker.register('./sw.js').catch((error: unknown) => {
      // Blocked (private mode, a locked-down browser): the app works as before, without the offline start.
      console.warn('The service worker could not be registered', error)
    })
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
