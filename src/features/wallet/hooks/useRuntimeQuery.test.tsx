// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { installWalletRuntime } from '../runtime.ts'
import { testWalletRuntime } from '../test/testWalletRuntime.ts'
import { useRuntimeQuery } from './useRuntimeQuery.ts'

afterEach(() => {
  cleanup()
  installWalletRuntime(undefined)
})

function renderCounted(enabled: boolean) {
  let renders = 0
  let runs = 0
  const view = renderHook(() => {
    renders += 1
    return useRuntimeQuery({
      queryKey: ['answer', enabled],
      queryFn: async () => {
        runs += 1
        return 42
      },
      enabled,
    })
  })
  return { view, renders: () => renders, runs: () => runs }
}

describe('useRuntimeQuery', () => {
  it('is pending without running until the runtime loads, then runs as useQuery does', async () => {
    const { view, runs } = renderCounted(true)
    expect(view.result.current).toMatchObject({ status: 'pending', isPending: true, isFetching: false })
    expect(runs()).toBe(0)
    act(() => installWalletRuntime(testWalletRuntime()))
    await waitFor(() => expect(view.result.current).toMatchObject({ status: 'success', data: 42 }))
    expect(runs()).toBe(1)
  })

  it('does not render again when the runtime arrives while the query is off', async () => {
    const { view, renders, runs } = renderCounted(false)
    const before = renders()
    act(() => installWalletRuntime(testWalletRuntime()))
    await new Promise((settle) => setTimeout(settle, 20))
    expect(renders()).toBe(before)
    expect(runs()).toBe(0)
    expect(view.result.current.isPending).toBe(true)
  })
})
