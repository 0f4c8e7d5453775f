// Hands one analytics hit to the browser to deliver in the background: a beacon when the browser takes it,
// else a keepalive fetch. Never waits, never throws, never sends cookies through fetch.

export type BeaconTransport = {
  readonly sendBeacon?: ((url: string) => boolean) | undefined
  readonly fetch?: ((url: string, init: RequestInit) => Promise<unknown>) | undefined
}

const FETCH_INIT: RequestInit = {
  method: 'POST',
  keepalive: true,
  credentials: 'omit',
  // The collector answers without CORS headers; the response is never read.
  mode: 'no-cors',
  cache: 'no-store',
  referrerPolicy: 'no-referrer',
}

/** Whether the hit was handed to the browser (not whether it arrived). */
export function sendCollect(transport: BeaconTransport, url: string): boolean {
  try {
    if (transport.sendBeacon?.(url)) return true
  } catch {
    // a refused beacon (size limit, blocked) falls through to fetch
  }
  try {
    if (!transport.fetch) return false
    transport.fetch(url, FETCH_INIT).catch(() => undefined)
    return true
  } catch {
    return false
  }
}

/** The page's own beacon and fetch, bound so they can be called detached. */
export function browserTransport(): BeaconTransport {
  const nav = typeof navigator === 'undefined' ? undefined : navigator
  return {
    sendBeacon: typeof nav?.sendBeacon === 'function' ? (url) => nav.sendBeacon(url) : undefined,
    fetch: typeof fetch === 'function' ? (url, init) => fetch(url, init) : undefined,
  }
}
