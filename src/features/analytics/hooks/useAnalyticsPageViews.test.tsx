// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAnalyticsPageViews } from './useAnalyticsPageViews.ts'

const calls = vi.hoisted(() => [] as string[])
vi.mock('../analytics.ts', () => ({
  trackPageView: (path: string) => calls.push(`page ${path}`),
  setAnalyticsChainId: (chainId: number | undefined) => calls.push(`chain ${String(chainId)}`),
}))

afterEach(() => {
  cleanup()
  calls.length = 0
})

function Probe({ chainId }: { chainId: number | undefined }) {
  useAnalyticsPageViews(chainId)
  return null
}

describe('useAnalyticsPageViews', () => {
  it('sets the chain, then reports each route change with its search', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Probe chainId={1} /> }], {
      initialEntries: ['/swap?inputCurrency=ETH'],
    })
    render(<RouterProvider router={router} />)
    expect(calls).toEqual(['chain 1', 'page /swap?inputCurrency=ETH'])
    await act(() => router.navigate('/pool'))
    expect(calls).toEqual(['chain 1', 'page /swap?inputCurrency=ETH', 'page /pool'])
  })
})
