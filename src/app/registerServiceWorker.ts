// The build's service worker (scripts/serviceWorkerPlugin.ts): registered once the page has loaded, so it never
// competes with the first load. Builds made with VITE_SERVICE_WORKER=off, and the dev server, have none.
export function registerServiceWorker(): void {
  if (!__SERVICE_WORKER__ || !('serviceWorker' in navigator)) return
  const register = () => {
    navigator.serviceWorker.register('./sw.js').catch((error: unknown) => {
      // Blocked (private mode, a locked-down browser): the app works as before, without the offline start.
      console.warn('The service worker could not be registered', error)
    })
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
