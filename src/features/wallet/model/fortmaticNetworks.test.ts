import { describe, expect, it } from 'vitest'
import { shouldRetryActivation } from './activation.ts'
import {
  activationErrorMessage,
  fortmaticNetwork,
  fortmaticSdkNetwork,
  UnsupportedNetworkError,
} from './fortmaticNetworks.ts'

class ChainNotConfiguredError extends Error {
  override name = 'ChainNotConfiguredError'
}

describe('fortmatic networks', () => {
  it('knows networks 1, 3, 4 and 42', () => {
    expect([1, 3, 4, 42].map(fortmaticNetwork)).toEqual(['mainnet', 'ropsten', 'rinkeby', 'kovan'])
  })
  it('refuses any other network', () => {
    expect(() => fortmaticNetwork(10)).toThrow('Unsupported network ID: 10')
    // Goerli (5) is a test network Fortmatic does not know; Rinkeby (4) is one it does.
    expect(() => fortmaticNetwork(5)).toThrow(new UnsupportedNetworkError(5))
    expect(fortmaticNetwork(4)).toBe('rinkeby')
  })
  it('passes no network to the SDK for mainnet, the name otherwise', () => {
    expect([1, 3, 4, 42].map(fortmaticSdkNetwork)).toEqual([undefined, 'ropsten', 'rinkeby', 'kovan'])
    expect(() => fortmaticSdkNetwork(42161)).toThrow('Unsupported network ID: 42161')
  })
  it('is shown as is in the pending view and not retried', () => {
    const error = new UnsupportedNetworkError(5)
    expect(error.message).toBe('Unsupported network ID: 5')
    expect(error.chainId).toBe(5)
    expect(activationErrorMessage(error)).toBe('Unsupported network ID: 5')
    expect(activationErrorMessage(new Error('wrapped', { cause: error }))).toBe('Unsupported network ID: 5')
    expect(shouldRetryActivation(error, 0)).toBe(false)
  })
  it('other failures have no message for the pending view', () => {
    expect(activationErrorMessage(new Error('Request already pending'))).toBeNull()
    expect(activationErrorMessage(new ChainNotConfiguredError('x'))).toBeNull()
    expect(activationErrorMessage('nope')).toBeNull()
  })
})
