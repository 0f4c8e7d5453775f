import { defineChain, getAddress, http } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createConfig } from 'wagmi'
import { connect, disconnect } from 'wagmi/actions'
import { isUserRejection } from '../../../chain/errors.ts'
import { activationErrorMessage } from '../model/fortmaticNetworks.ts'
import { fortmatic, OVERLAY_POLL_MS, OVERLAY_TIMEOUT_MS, sdkClass } from './fortmatic.ts'
import { loadFortmatic } from './loadFortmatic.ts'

// A stand-in for the Fortmatic SDK (its real overlay comes from fortmatic.com, out of reach of tests): it records
// that it was loaded, what it was opened with, and answers eth_accounts once its "overlay" is ready.
const fake = vi.hoisted(() => ({
  loads: 0,
  opened: [] as { apiKey: string; network: string | undefined }[],
  overlayReady: true,
  overlayReads: 0,
  onOverlayRead: undefined as (() => void) | undefined,
  accounts: ['0x00000000000000000000000000000000000000aa'] as unknown,
  failure: null as { code: number; message: string } | null,
  requests: [] as string[],
  logouts: 0,
}))

vi.mock('fortmatic', () => {
  fake.loads += 1
  class FakeFortmatic {
    readonly user = {
      logout: async () => {
        fake.logouts += 1
      },
    }
    constructor(apiKey: string, network?: string) {
      fake.opened.push({ apiKey, network })
    }
    getProvider() {
      return {
        isFortmatic: true,
        overlay: {
          get overlayReady() {
            fake.overlayReads += 1
            fake.onOverlayRead?.()
            return fake.overlayReady
          },
        },
        request: async ({ method }: { method: string }) => {
          fake.requests.push(method)
          if (fake.failure) throw Object.assign(new Error(fake.failure.message), { code: fake.failure.code })
          return fake.accounts
        },
      }
    }
  }
  return { default: FakeFortmatic }
})

const ACCOUNT = '0x00000000000000000000000000000000000000aa'

const chain = (id: number, name: string) =>
  defineChain({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:1/${id}`] } },
  })
const mainnet = chain(1, 'Ethereum')
const rinkeby = chain(4, 'Rinkeby')
const goerli = chain(5, 'Görli')
const kovan = chain(42, 'Kovan')

function wagmiConfig() {
  return createConfig({
    chains: [mainnet, rinkeby, goerli, kovan],
    connectors: [],
    multiInjectedProviderDiscovery: false,
    storage: null,
    transports: { 1: http(), 4: http(), 5: http(), 42: http() },
  })
}

beforeEach(() => {
  fake.opened = []
  fake.overlayReady = true
  fake.overlayReads = 0
  fake.onOverlayRead = undefined
  fake.accounts = ['0x00000000000000000000000000000000000000aa']
  fake.failure = null
  fake.requests = []
  fake.logouts = 0
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the Fortmatic connector: lazy loading and networks', () => {
  // First in the file: the SDK module, once imported, stays loaded.
  it('loads nothing of the SDK until it connects on a network Fortmatic knows', async () => {
    const config = wagmiConfig()
    const connector = await loadFortmatic({ apiKey: 'pk_test', chainId: 5 })
    expect(fake.loads).toBe(0)

    // Goerli (5) is not one of 1, 3, 4, 42: refused before the SDK is loaded.
    const refused = connect(config, { connector })
    await expect(refused).rejects.toThrow(/^Unsupported network ID: 5$/)
    await refused.catch((error: unknown) =>
      expect(activationErrorMessage(error)).toBe('Unsupported network ID: 5'),
    )
    expect(fake.loads).toBe(0)
    expect(fake.opened).toEqual([])
    expect(config.state.status).toBe('disconnected')

    // Rinkeby (4) is: the SDK is loaded then, and opened on that network.
    const result = await connect(config, { connector: fortmatic({ apiKey: 'pk_test', chainId: 4 }) })
    expect(fake.loads).toBe(1)
    expect(fake.opened).toEqual([{ apiKey: 'pk_test', network: 'rinkeby' }])
    expect(result).toEqual({ accounts: [getAddress(ACCOUNT)], chainId: 4 })
    expect(config.state.status).toBe('connected')
  })

  it('refuses every network but 1, 3, 4 and 42, whatever chain connect asks for', async () => {
    for (const chainId of [5, 10, 69, 42161, 421611, 31337]) {
      const connector = fortmatic({ apiKey: 'pk_test', chainId })
      await expect(connect(wagmiConfig(), { connector })).rejects.toThrow(
        `Unsupported network ID: ${chainId}`,
      )
    }
    const onRinkeby = fortmatic({ apiKey: 'pk_test', chainId: 4 })
    await expect(connect(wagmiConfig(), { connector: onRinkeby, chainId: 5 })).rejects.toThrow(
      'Unsupported network ID: 5',
    )
    expect(fake.opened).toEqual([])
  })

  it('opens mainnet without a network argument (the SDK default) and names the test networks', async () => {
    await connect(wagmiConfig(), { connector: fortmatic({ apiKey: 'k', chainId: 1 }) })
    await connect(wagmiConfig(), { connector: fortmatic({ apiKey: 'k', chainId: 42 }) })
    expect(fake.opened).toEqual([
      { apiKey: 'k', network: undefined },
      { apiKey: 'k', network: 'kovan' },
    ])
    expect(fake.requests).toEqual(['eth_accounts', 'eth_accounts'])
  })

  it('takes the SDK class whichever way the bundler hands over the CommonJS module', () => {
    class Sdk {}
    const asDefault = { default: Sdk } as unknown as Parameters<typeof sdkClass>[0]
    const asExports = { default: { default: Sdk } } as unknown as Parameters<typeof sdkClass>[0]
    expect(sdkClass(asDefault)).toBe(Sdk)
    expect(sdkClass(asExports)).toBe(Sdk)
    expect(() => sdkClass({ default: {} } as unknown as Parameters<typeof sdkClass>[0])).toThrow(
      'The Fortmatic SDK did not load.',
    )
  })
})

describe('the Fortmatic overlay', () => {
  it(`is polled every ${OVERLAY_POLL_MS} ms; the modal is told once it is ready`, async () => {
    vi.useFakeTimers()
    fake.overlayReady = false
    const onOverlayReady = vi.fn()
    const firstCheck = new Promise<void>((resolve) => {
      fake.onOverlayRead = resolve
    })
    const connecting = connect(wagmiConfig(), {
      connector: fortmatic({ apiKey: 'k', chainId: 1, onOverlayReady }),
    })
    await firstCheck
    expect(fake.overlayReads).toBe(1)
    await vi.advanceTimersByTimeAsync(OVERLAY_POLL_MS - 1)
    expect(fake.overlayReads).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fake.overlayReads).toBe(2)
    expect(onOverlayReady).not.toHaveBeenCalled()

    fake.overlayReady = true
    await vi.advanceTimersByTimeAsync(OVERLAY_POLL_MS)
    expect(onOverlayReady).toHaveBeenCalledOnce()
    await expect(connecting).resolves.toMatchObject({ chainId: 1 })
    // Polling stops with the activation.
    const reads = fake.overlayReads
    await vi.advanceTimersByTimeAsync(OVERLAY_POLL_MS * 5)
    expect(fake.overlayReads).toBe(reads)
  })

  it(`fails the activation when the overlay is not ready within ${OVERLAY_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers()
    fake.overlayReady = false
    const onOverlayReady = vi.fn()
    const connecting = connect(wagmiConfig(), {
      connector: fortmatic({ apiKey: 'k', chainId: 1, onOverlayReady }),
    })
    const failed = expect(connecting).rejects.toThrow('The Fortmatic overlay did not load within 30 s.')
    await vi.advanceTimersByTimeAsync(OVERLAY_TIMEOUT_MS)
    await failed
    expect(onOverlayReady).not.toHaveBeenCalled()
    const reads = fake.overlayReads
    await vi.advanceTimersByTimeAsync(OVERLAY_POLL_MS * 5)
    expect(fake.overlayReads).toBe(reads)
  })

  it("turns closing the overlay into the user's rejection (4001)", async () => {
    // As the SDK reports it: its RpcError turns its own code 1 into -32603, only the message tells.
    fake.failure = {
      code: -32603,
      message: 'Fortmatic RPC Error: [-32603] Fortmatic: Modal was closed without executing action!',
    }
    const failure = await connect(wagmiConfig(), { connector: fortmatic({ apiKey: 'k', chainId: 1 }) }).catch(
      (error: unknown) => error,
    )
    expect(isUserRejection(failure)).toBe(true)
    expect(activationErrorMessage(failure)).toBeNull()
  })

  it('passes other SDK failures through, and refuses an empty account list', async () => {
    fake.failure = { code: -32603, message: 'Fortmatic RPC Error: [-32603] Internal error' }
    const failure = await connect(wagmiConfig(), { connector: fortmatic({ apiKey: 'k', chainId: 1 }) }).catch(
      (error: unknown) => error,
    )
    expect(isUserRejection(failure)).toBe(false)
    expect(failure).toMatchObject({ code: -32603 })

    fake.failure = null
    fake.accounts = []
    await expect(
      connect(wagmiConfig(), { connector: fortmatic({ apiKey: 'k', chainId: 1 }) }),
    ).rejects.toThrow('Fortmatic returned no account.')
  })
})

describe('the Fortmatic connection', () => {
  it('reports its fixed network and accounts, does not reconnect silently, and logs out on disconnect', async () => {
    const config = wagmiConfig()
    await connect(config, { connector: fortmatic({ apiKey: 'k', chainId: 42 }) })
    const connection = [...config.state.connections.values()][0]
    if (!connection) throw new Error('not connected')
    const { connector } = connection
    expect(connector).toMatchObject({ id: 'fortmatic', name: 'Fortmatic', type: 'fortmatic' })
    expect(await connector.getChainId()).toBe(42)
    expect(await connector.getAccounts()).toEqual([getAddress(ACCOUNT)])
    expect(await connector.isAuthorized()).toBe(false)
    expect(connector.switchChain).toBeUndefined()

    await disconnect(config, { connector })
    expect(fake.logouts).toBe(1)
    expect(config.state.status).toBe('disconnected')
    expect(await connector.getAccounts()).toEqual([])
  })
})
