// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { BestTrade } from '../../../lib/routing/swapTrade.ts'
import { useVersionAdvantage } from './useVersionAdvantage.ts'

afterEach(cleanup)

const none: BestTrade = { state: 'invalid', trade: null }
const loading: BestTrade = { state: 'loading', trade: null }

describe('useVersionAdvantage', () => {
  // The hook runs inside the swap form: a second render of it on mount is a second render of the whole form.
  it('renders once when it mounts', () => {
    let renders = 0
    const { result } = renderHook(() => {
      renders += 1
      return useVersionAdvantage('pair', 'INPUT', 'v3', { v2: none, v3: none })
    })
    expect(result.current).toBeNull()
    expect(renders).toBe(1)
  })

  it('holds nothing for a new form while its quotes load, and renders once more for it', () => {
    let renders = 0
    const { result, rerender } = renderHook(
      ({ key, trades }: { key: string; trades: { v2: BestTrade; v3: BestTrade } }) => {
        renders += 1
        return useVersionAdvantage(key, 'INPUT', 'v3', trades)
      },
      { initialProps: { key: 'pair', trades: { v2: none, v3: none } } },
    )
    rerender({ key: 'other pair', trades: { v2: loading, v3: loading } })
    expect(result.current).toBeNull()
    // The mount, the new props, and the one render that stores the new form's verdict.
    expect(renders).toBe(3)
  })
})
