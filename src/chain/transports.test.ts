import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChainUnavailableError, errorChain } from './errors.ts'
import { chainTransport } from './transports.ts'
import { setWalletReads, type WalletReadProvider } from './walletReads.ts'

// Görli: no endpoint; Optimism: only its public one; the local chain: the build's own.
vi.mock('./chains.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./chains.ts')>()),
  rpcEndpointOf: (chainId: number) => {
    if (chainId === 10) return { available: true, url: 'https://public.example/rpc', source: 'public' }
    if (chainId === 31337) return { available: true, url: 'http://node.example/', source: 'local' }
    return { available: false, reason: `No JSON-RPC endpoint is configured for chain ${chainId}` }
  },
}))

const fetched: string[] = []
vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
  fetched.push(url)
  const body = JSON.parse(String(init.body)) as { id: number }[]
  return new Response(JSON.stringify(body.map(({ id }) => ({ jsonrpc: '2.0', id, result: '0x99' }))))
})

function wallet(result: string): WalletReadProvider & { calls: unknown[] } {
  const calls: unknown[] = []
  return {
    calls,
    request: async (args) => {
      calls.push(args)
      return result
    },
  }
}

const blockNumber = (chainId: number) =>
  chainTransport(chainId)({ retryCount: 0 }).request({ method: 'eth_blockNumber' })

afterEach(() => {
  setWalletReads(null)
  fetched.length = 0
})

describe("a chain's transport", () => {
  it('fails as unavailable on a chain with no endpoint and no wallet on it', async () => {
    const failure = await blockNumber(5).catch((error: unknown) => error)
    expect([...errorChain(failure)].some((e) => e instanceof ChainUnavailableError)).toBe(true)
    // A wallet on another chain reads that chain, not this one.
    setWalletReads({ chainId: 1, provider: wallet('0x1') })
    await expect(blockNumber(5)).rejects.toThrow()
  })

  it("reads a chain with no endpoint through the connected wallet's provider while the wallet is on it", async () => {
    const provider = wallet('0x10')
    setWalletReads({ chainId: 5, provider })
    await expect(blockNumber(5)).resolves.toBe('0x10')
    expect(provider.calls).toEqual([{ method: 'eth_blockNumber' }])
    // The same transport, asked again after the wallet left: it decides per request.
    const transport = chainTransport(5)({ retryCount: 0 })
    setWalletReads(null)
    await expect(transport.request({ method: 'eth_blockNumber' })).rejects.toThrow()
    expect(fetched).toEqual([])
  })

  it('prefers the wallet to the public endpoint, and the public endpoint to nothing', async () => {
    await expect(blockNumber(10)).resolves.toBe('0x99')
    expect(fetched).toEqual(['https://public.example/rpc'])
    const provider = wallet('0x20')
    setWalletReads({ chainId: 10, provider })
    await expect(blockNumber(10)).resolves.toBe('0x20')
    expect(fetched).toHaveLength(1)
  })

  it("keeps the build's own endpoint, wallet or not", async () => {
    const provider = wallet('0x30')
    setWalletReads({ chainId: 31337, provider })
    await expect(blockNumber(31337)).resolves.toBe('0x99')
    expect(fetched).toEqual(['http://node.example/'])
    expect(provider.calls).toEqual([])
  })
})
