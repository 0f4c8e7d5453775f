import { custom, defineChain, type EIP1193RequestFn, encodeAbiParameters, erc20Abi, numberToHex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { createConfig } from 'wagmi'
import { deferredPublicClient } from './deferredPublicClient.ts'

// Counts the loads of the full set of public actions (the module is only ever imported lazily).
const publicActionsLoaded = vi.hoisted(() => ({ count: 0 }))
vi.mock('../api/publicClient.ts', async (importOriginal) => {
  publicActionsLoaded.count += 1
  return importOriginal()
})

const chain = defineChain({
  id: 7,
  name: 'Test',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

function setup() {
  const methods: string[] = []
  const request = (async ({ method }: { method: string }) => {
    methods.push(method)
    if (method === 'eth_blockNumber') return numberToHex(42)
    if (method === 'eth_getBalance') return numberToHex(1000)
    if (method === 'eth_chainId') return numberToHex(chain.id)
    if (method === 'eth_call') return encodeAbiParameters([{ type: 'uint256' }], [7n])
    throw new Error(`unexpected ${method}`)
  }) as EIP1193RequestFn
  const config = createConfig({
    chains: [chain],
    transports: { [chain.id]: custom({ request }) },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  return { config, methods }
}

describe('deferredPublicClient', () => {
  it('is undefined for a chain the config does not have', () => {
    expect(deferredPublicClient(setup().config, 1)).toBeUndefined()
  })

  it("has wagmi's client's properties at once", () => {
    const client = deferredPublicClient(setup().config, chain.id)
    expect(client?.chain?.id).toBe(chain.id)
    expect(typeof client?.request).toBe('function')
  })

  it('runs a contract read without loading the other public actions', async () => {
    const { config, methods } = setup()
    const client = deferredPublicClient(config, chain.id)
    const token = `0x${'22'.repeat(20)}` as const
    const balance = await client?.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [token],
    })
    expect(balance).toBe(7n)
    expect((await client?.call({ to: token, data: '0x' }))?.data).toMatch(/07$/)
    expect(methods).toEqual(['eth_call', 'eth_call'])
    expect(publicActionsLoaded.count).toBe(0)
  })

  it('reads the block number, and runs every other public action once they have loaded', async () => {
    const { config, methods } = setup()
    const client = deferredPublicClient(config, chain.id)
    expect(await client?.getBlockNumber({ cacheTime: 0 })).toBe(42n)
    expect(await client?.getBalance({ address: `0x${'11'.repeat(20)}` })).toBe(1000n)
    expect(methods).toEqual(['eth_blockNumber', 'eth_getBalance'])
  })

  it('starts a watcher once the public actions arrive, and stops it at once', async () => {
    const { config } = setup()
    const client = deferredPublicClient(config, chain.id)
    const numbers: bigint[] = []
    const unwatch = client?.watchBlockNumber({ onBlockNumber: (n) => numbers.push(n), pollingInterval: 5 })
    await expect.poll(() => numbers.length).toBeGreaterThan(0)
    expect(numbers[0]).toBe(42n)
    expect(typeof unwatch).toBe('function')
    unwatch?.()
  })

  it('says so when a member that is not a plain action is used before the actions load', () => {
    const client = deferredPublicClient(setup().config, chain.id)
    expect(() => client?.token).toThrow(/only there once its actions have loaded/)
  })

  it('is not itself a promise', async () => {
    const client = deferredPublicClient(setup().config, chain.id)
    expect(await Promise.resolve(client)).toBe(client)
  })
})
