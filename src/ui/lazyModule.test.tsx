// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyModule, useLazyModule } from './lazyModule.ts'

afterEach(cleanup)

describe('lazy module', () => {
  it('loads once for every hook that wants it, and not before one does', async () => {
    const importModule = vi.fn(async () => ({ answer: 42 }))
    const module = lazyModule('answer', importModule)
    const idle = renderHook(() => useLazyModule(module, false))
    expect(importModule).not.toHaveBeenCalled()
    const a = renderHook(() => useLazyModule(module, true))
    const b = renderHook(() => useLazyModule(module, true))
    await waitFor(() => expect(a.result.current).toEqual({ answer: 42 }))
    expect(b.result.current).toEqual({ answer: 42 })
    // A hook that did not ask still sees it once it is there.
    expect(idle.result.current).toEqual({ answer: 42 })
    expect(importModule).toHaveBeenCalledTimes(1)
  })

  it('may be tried again after a failed load, with a console message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const importModule = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ ok: true })
    const module = lazyModule<{ ok: boolean }>('thing', importModule)
    expect(await module.load()).toBeNull()
    expect(error).toHaveBeenCalledWith('Could not load the thing', expect.any(Error))
    expect(await module.load()).toEqual({ ok: true })
    error.mockRestore()
  })
})
