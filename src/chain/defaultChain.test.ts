import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultChainIdOf, readChainIdOf } from './defaultChain.ts'

const SUPPORTED = [1, 3, 4, 5, 42, 42161, 421611, 10, 69, 31337]

afterEach(() => vi.restoreAllMocks())

describe('the chain read without a wallet', () => {
  it('is the embedded local chain in builds that have one, mainnet in the others', () => {
    expect(defaultChainIdOf(undefined, SUPPORTED, 31337)).toBe(31337)
    expect(defaultChainIdOf(undefined, SUPPORTED.slice(0, -1), null)).toBe(1)
    expect(defaultChainIdOf('', SUPPORTED, null)).toBe(1)
  })

  it('is the VITE_DEFAULT_CHAIN_ID setting when it names a supported chain', () => {
    expect(defaultChainIdOf('10', SUPPORTED, 31337)).toBe(10)
    expect(defaultChainIdOf(' 1 ', SUPPORTED, 31337)).toBe(1)
  })

  it('ignores, with a warning, a setting that is no supported chain id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const setting of ['56', 'mainnet', '1e3', '-1', '0x1', '99999999999999999999'])
      expect(defaultChainIdOf(setting, SUPPORTED, 31337)).toBe(31337)
    expect(warn).toHaveBeenCalledTimes(6)
  })
})

describe('the chain the app reads', () => {
  const supported = (chainId: number | undefined) => chainId !== undefined && SUPPORTED.includes(chainId)

  it("is the default chain until a wallet is connected, then the wallet's", () => {
    expect(readChainIdOf({ status: 'disconnected', chainId: undefined }, supported, 31337)).toBe(31337)
    expect(readChainIdOf({ status: 'reconnecting', chainId: 10 }, supported, 31337)).toBe(31337)
    expect(readChainIdOf({ status: 'connected', chainId: 10 }, supported, 31337)).toBe(10)
  })

  it('is none while the wallet is on a chain the app does not support', () => {
    expect(readChainIdOf({ status: 'connected', chainId: 56 }, supported, 31337)).toBeNull()
  })
})
