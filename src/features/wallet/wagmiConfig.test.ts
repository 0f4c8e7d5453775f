import { type Address, custom, encodeErrorResult, type Hex, parseAbi, RpcRequestError } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createConfig } from 'wagmi'
import { getClient, getPublicClient } from 'wagmi/actions'
import { mainnet } from 'wagmi/chains'
import { getEnsAddress, getEnsName, resolveEnsListUri } from '../../chain/ens.ts'
import { deferredPublicClient } from './runtime/deferredPublicClient.ts'
import { appWagmiConfig } from './wagmiConfig.ts'

afterEach(() => vi.restoreAllMocks())

const REGISTRY: Address = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'
const GATEWAY = 'https://ccip-gateway.example/{sender}/{data}.json'

const offchainLookup = parseAbi([
  'error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData)',
])

/**
 * A node on which every contract answers every read with an EIP-3668 OffchainLookup revert that names itself
 * as the sender and GATEWAY as where to look.
 */
function offchainNode() {
  return custom(
    {
      request: async ({ method, params }: { method: string; params?: unknown }) => {
        if (method === 'eth_chainId') return '0x1'
        if (method !== 'eth_call') throw new Error(`unexpected ${method}`)
        const [call] = params as [{ to: Address; data: Hex }]
        const data = encodeErrorResult({
          abi: offchainLookup,
          errorName: 'OffchainLookup',
          args: [call.to, [GATEWAY], call.data, '0x12345678', '0x'],
        })
        // What an HTTP node answers for a reverted eth_call (anvil and geth: code 3 with the revert data).
        throw new RpcRequestError({
          body: { method, params },
          error: { code: 3, message: 'execution reverted', data },
          url: 'https://node.example',
        })
      },
    },
    { retryCount: 0 },
  )
}

function clientWith(ccipRead: false | undefined) {
  const config = createConfig({
    chains: [mainnet],
    transports: { [mainnet.id]: offchainNode() },
    // One eth_call per read, so the node sees each contract as the call's target.
    batch: { multicall: false },
    ...(ccipRead === false ? { ccipRead } : {}),
  })
  const client = getPublicClient(config, { chainId: mainnet.id })
  if (!client) throw new Error('no client')
  return client
}

describe("the app's chain clients", () => {
  it('have CCIP-read off on every chain, through wagmi, the public client and the deferred one', () => {
    const config = appWagmiConfig()
    expect(appWagmiConfig()).toBe(config)
    for (const chain of config.chains) {
      expect(getClient(config, { chainId: chain.id })?.ccipRead).toBe(false)
      expect(getPublicClient(config, { chainId: chain.id })?.ccipRead).toBe(false)
      expect(deferredPublicClient(config, chain.id)?.ccipRead).toBe(false)
    }
  })

  it('so an ENS read whose resolver asks for an offchain lookup fails without fetching the gateway', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in unit tests'))
    const client = clientWith(false)
    await expect(getEnsAddress(client, REGISTRY, 'victim.eth')).rejects.toThrow()
    await expect(getEnsName(client, REGISTRY, '0x1111111111111111111111111111111111111111')).rejects.toThrow()
    await expect(resolveEnsListUri(client, REGISTRY, 'list.victim.eth')).rejects.toThrow(
      'Failed to resolve ENS name',
    )
    expect(fetch).not.toHaveBeenCalled()
  })

  it('(control) with CCIP-read left on, the same read goes to the gateway the contract named', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in unit tests'))
    await expect(getEnsAddress(clientWith(undefined), REGISTRY, 'victim.eth')).rejects.toThrow()
    expect(fetch).toHaveBeenCalled()
    expect(String(fetch.mock.calls[0]?.[0])).toContain('ccip-gateway.example')
  })
})
