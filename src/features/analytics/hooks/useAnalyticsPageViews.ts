import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { setAnalyticsChainId, trackPageView } from '../analytics.ts'

/**
 * Reports a page view on each route change (pathname and search of the hash route) and keeps the chain id
 * reported with every event. Mount once, inside the router, above every route. The route goes out with its
 * addresses and recipient masked (lib/analytics/anonymizeUrl.ts, applied to every hit).
 */
export function useAnalyticsPageViews(chainId: number | undefined): void {
  const { pathname, search } = useLocation()
  // Declared first so the page view of a render already carries that render's chain.
  useEffect(() => {
    setAnalyticsChainId(chainId)
  }, [chainId])
  useEffect(() => {
    trackPageView(`${pathname}${search}`)
  }, [pathname, search])
}
