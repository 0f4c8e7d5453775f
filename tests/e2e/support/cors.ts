import type { Route } from '@playwright/test'

/** CORS headers a routed cross-origin answer carries (the app's node, quote API and subgraph are other origins). */
export const CORS_ALLOW_ORIGIN = { 'access-control-allow-origin': '*' }

/**
 * Answers the browser's CORS preflight for a routed JSON POST endpoint; true when `route` was one (the caller
 * then has nothing more to do), false for the request itself.
 */
export async function answeredPreflight(route: Route): Promise<boolean> {
  if (route.request().method() !== 'OPTIONS') return false
  await route.fulfill({
    status: 204,
    headers: {
      ...CORS_ALLOW_ORIGIN,
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'content-type',
    },
  })
  return true
}
