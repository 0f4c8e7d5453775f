// Analytics (facts §13): page views, outbound links and events, sent only when a measurement id is
// configured and the user has not opted out. The shell loads only the queue; the tracker loads with the first hit.
export {
  LIQUIDITY_EVENT_CATEGORY,
  type LiquidityEventAction,
  pairEventLabel,
} from '../../lib/analytics/liquidityEvent.ts'
export {
  approveEventLabel,
  SWAP_EVENT_CATEGORY,
  type SwapEventAction,
  type SwapEventLabelInput,
  type SwapEventVersion,
  swapEventAction,
  swapEventLabel,
} from '../../lib/analytics/swapEvent.ts'
export {
  analyticsConfigured,
  setAnalyticsChainId,
  trackEvent,
  trackOutboundLink,
  trackPageView,
} from './analytics.ts'
export { useAnalyticsPageViews } from './hooks/useAnalyticsPageViews.ts'
export { useOutboundLinkTracking } from './hooks/useOutboundLinkTracking.ts'
export { ANALYTICS_OPT_OUT_KEY, isAnalyticsOptedOut, setAnalyticsOptOut } from './privacy.ts'
