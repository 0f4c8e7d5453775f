import { useEffect } from 'react'
import { trackOutboundLink } from '../analytics.ts'

/** The http(s) URL of the link an event landed on, when the link leaves the app's origin; else null. */
export function outboundHref(target: EventTarget | null, origin: string): string | null {
  if (!(target instanceof Element)) return null
  const link = target.closest('a[href]')
  if (!(link instanceof HTMLAnchorElement)) return null
  let url: URL
  try {
    url = new URL(link.href)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  return url.origin === origin ? null : url.href
}

/**
 * Reports every link that leaves the app (explorer, docs, analytics, bridge, status pages, wallets' sites …) as an
 * outbound link, with addresses masked by the tracker. One listener on the document, so no link needs its own
 * code and none is forgotten; a middle click (new tab) counts too. Mount once, in the shell.
 */
export function useOutboundLinkTracking(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 && event.button !== 1) return
      const href = outboundHref(event.target, window.location.origin)
      if (href) trackOutboundLink(href)
    }
    document.addEventListener('click', onClick, true)
    document.addEventListener('auxclick', onClick, true)
    return () => {
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('auxclick', onClick, true)
    }
  }, [])
}
