import { describe, expect, it } from 'vitest'
import { resolveRpcEndpoint } from './rpcEndpoints.ts'

describe('RPC endpoints', () => {
  it('uses the chain’s own VITE_RPC_URL_<chainId> first', () => {
    expect(
      resolveRpcEndpoint(
        10,
        { VITE_RPC_URL_10: 'https://node.example/op', VITE_INFURA_KEY: 'k' },
        'https://p',
      ),
    ).toEqual({ available: true, url: 'https://node.example/op', source: 'configured' })
  })

  it('builds the Infura URL when VITE_INFURA_KEY is set', () => {
    const settings = { VITE_INFURA_KEY: 'abc' }
    expect(resolveRpcEndpoint(1, settings, null)).toMatchObject({ url: 'https://mainnet.infura.io/v3/abc' })
    expect(resolveRpcEndpoint(69, settings, null)).toMatchObject({
      url: 'https://optimism-kovan.infura.io/v3/abc',
    })
    expect(resolveRpcEndpoint(421611, settings, null)).toMatchObject({
      url: 'https://arbitrum-rinkeby.infura.io/v3/abc',
    })
  })

  it('falls back to the public endpoint, ignoring empty settings', () => {
    expect(
      resolveRpcEndpoint(
        42161,
        { VITE_RPC_URL_42161: ' ', VITE_INFURA_KEY: '' },
        'https://arb1.arbitrum.io/rpc',
      ),
    ).toEqual({
      available: true,
      url: 'https://arb1.arbitrum.io/rpc',
      source: 'public',
    })
  })

  it('marks a chain without any endpoint unavailable with a reason', () => {
    expect(resolveRpcEndpoint(3, {}, null)).toEqual({
      available: false,
      reason: 'No JSON-RPC endpoint is configured for chain 3: set VITE_RPC_URL_3 or VITE_INFURA_KEY.',
    })
  })
})
