// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getEnsAddress } from '../../../chain/ens.ts'
import { installWalletRuntime, testWalletRuntime } from '../../wallet/index.ts'
import { useRecipient } from './useRecipient.ts'

vi.mock('../../../chain/ens.ts', () => ({ getEnsAddress: vi.fn() }))

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const resolve = vi.mocked(getEnsAddress)

beforeEach(() => {
  resolve.mockReset()
  resolve.mockImplementation(async (_client, _registry, name) => (name === 'alice.eth' ? ALICE : null))
  installWalletRuntime(testWalletRuntime())
})
afterEach(() => {
  cleanup()
  installWalletRuntime(undefined)
})

function setup(initial: string, chainId: number | undefined = 1) {
  return renderHook(({ raw }) => useRecipient(raw, chainId), { initialProps: { raw: initial } })
}

describe('useRecipient', () => {
  it('is nothing, without error, when empty', () => {
    expect(setup('  ').result.current).toEqual({ address: null, loading: false, error: false })
  })

  it('takes an address at once, checksummed', () => {
    expect(setup(ALICE.toLowerCase()).result.current).toEqual({
      address: ALICE,
      loading: false,
      error: false,
    })
    expect(resolve).not.toHaveBeenCalled()
  })

  it('is an error at once for text that is neither an address nor a name', () => {
    expect(setup('0x1234').result.current).toEqual({ address: null, loading: false, error: true })
  })

  it('resolves a name after the pause, loading until then', async () => {
    const view = setup('alice.eth')
    expect(view.result.current).toEqual({ address: null, loading: true, error: false })
    await waitFor(() => expect(view.result.current).toEqual({ address: ALICE, loading: false, error: false }))
    expect(resolve).toHaveBeenCalledOnce()
    expect(resolve.mock.calls[0]?.[2]).toBe('alice.eth')
  })

  it('looks up only the name typing stopped at', async () => {
    const view = setup('alic')
    view.rerender({ raw: 'alice.et' })
    view.rerender({ raw: 'alice.eth' })
    await waitFor(() => expect(view.result.current.address).toBe(ALICE))
    expect(resolve.mock.calls.map((call) => call[2])).toEqual(['alice.eth'])
  })

  it('is an error when a name does not resolve', async () => {
    const view = setup('nobody.eth')
    await waitFor(() => expect(view.result.current).toEqual({ address: null, loading: false, error: true }))
  })

  it('re-evaluates on each change: a name not found, then the next typed name resolves', async () => {
    const view = setup('alice.et')
    await waitFor(() => expect(view.result.current).toEqual({ address: null, loading: false, error: true }))
    view.rerender({ raw: 'alice.eth' })
    expect(view.result.current).toEqual({ address: null, loading: true, error: false })
    await waitFor(() => expect(view.result.current).toEqual({ address: ALICE, loading: false, error: false }))
  })

  it('asks the chain again for a name not found when it is typed again (it may be registered since)', async () => {
    const view = setup('late.eth')
    await waitFor(() => expect(view.result.current.error).toBe(true))
    // Registered meanwhile.
    resolve.mockImplementation(async (_client, _registry, name) => (name === 'late.eth' ? ALICE : null))
    view.rerender({ raw: 'late.et' })
    await waitFor(() => expect(resolve.mock.calls.map((call) => call[2])).toEqual(['late.eth', 'late.et']))
    await waitFor(() => expect(view.result.current.error).toBe(true))
    view.rerender({ raw: 'late.eth' })
    // Not an error while the chain is asked again.
    expect(view.result.current.error).toBe(false)
    await waitFor(() => expect(view.result.current).toEqual({ address: ALICE, loading: false, error: false }))
    expect(resolve.mock.calls.map((call) => call[2])).toEqual(['late.eth', 'late.et', 'late.eth'])
  })

  it('waits for the wallet runtime: a name is loading, not an error, until it has loaded and answered', async () => {
    installWalletRuntime(undefined)
    const view = setup('alice.eth')
    await new Promise((settle) => setTimeout(settle, 300))
    expect(view.result.current).toEqual({ address: null, loading: true, error: false })
    expect(resolve).not.toHaveBeenCalled()
    act(() => installWalletRuntime(testWalletRuntime()))
    await waitFor(() => expect(view.result.current).toEqual({ address: ALICE, loading: false, error: false }))
  })

  it('is an error when the lookup fails', async () => {
    resolve.mockRejectedValue(new Error('node down'))
    const view = setup('alice.eth')
    await waitFor(() => expect(view.result.current).toEqual({ address: null, loading: false, error: true }))
  })

  it('is an error for a name on a chain without an ENS registry', async () => {
    const view = setup('alice.eth', 42161)
    await waitFor(() => expect(view.result.current).toEqual({ address: null, loading: false, error: true }))
    expect(resolve).not.toHaveBeenCalled()
  })
})
