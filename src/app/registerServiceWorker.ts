// The build's service worker (scripts/serviceWorkerPlugin.ts): registered once the page has loaded, so it never
// competes with the first load. Builds made with VITE_SERVICE_WORKER=off, and the dev server, have none.
const RETELL_AFTER_MS = 3_000

export function registerServiceWorker(): void {
  if (!__SERVICE_WORKER__ || !('serviceWorker' in navigator)) return
  const register = () => {
    navigator.serviceWorker
      .register('./sw.js')
      .then(() => inControl())
      .then((worker) => {
        // The worker installs with the files the page names; what the page loaded before the worker was in
        // control of it (its lazily loaded parts) it keeps when told, so the page starts offline. What the page
        // loads from now on goes through the worker, which keeps it. Told again a little later: a file still
        // arriving when the worker took control is listed only once it has arrived (the worker skips what it
        // has).
        const tell = () =>
          worker.postMessage({
            type: 'loaded',
            urls: performance.getEntriesByType('resource').map((entry) => entry.name),
          })
        tell()
        setTimeout(tell, RETELL_AFTER_MS)
      })
      .catch((error: unknown) => {
        // Blocked (private mode, a locked-down browser): the app works as before, without the offline start.
        console.warn('The service worker could not be registered', error)
      })
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

/** The worker in control of the page, once there is one (at once on a later visit; when it claims it on the first). */
function inControl(): Promise<ServiceWorker> {
  const { serviceWorker } = navigator
  if (serviceWorker.controller) return Promise.resolve(serviceWorker.controller)
  return new Promise((resolve) => {
    const onChange = () => {
      if (!serviceWorker.controller) return
      serviceWorker.removeEventListener('controllerchange', onChange)
      resolve(serviceWorker.controller)
    }
    serviceWorker.addEventListener('controllerchange', onChange)
  })
}
