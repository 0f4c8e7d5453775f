import type * as FortmaticModule from 'fortmatic'
import { type Address, getAddress, UserRejectedRequestError } from 'viem'
import { createConnector } from 'wagmi'
import { fortmaticSdkNetwork } from '../model/fortmaticNetworks.ts'

// The fiat wallet (Fortmatic, spec 1 §2 and §3): a hosted wallet in an overlay <iframe> that the SDK adds to the
// page. This module and the SDK are loaded only when the user picks the wallet (see loadFortmatic.ts).

export const FORTMATIC_CONNECTOR_ID = 'fortmatic'
/** The spec's overlay poll: how often the SDK's overlay <iframe> is checked for readiness. */
export const OVERLAY_POLL_MS = 200
/** An overlay that is not ready by then did not load (fortmatic.com unreachable): activation fails. */
export const OVERLAY_TIMEOUT_MS = 30_000
/**
 * The SDK's own error when the user closes its overlay without doing what it asked. Its RpcError keeps only the
 * JSON-RPC codes it knows and turns every other one (its own code 1 for this, a wallet's 4001) into -32603, so the
 * message is the one mark of a refusal.
 */
const OVERLAY_CLOSED = /Modal was closed without executing action/

type SdkClass = (typeof FortmaticModule)['default']
type Sdk = InstanceType<SdkClass>
type SdkProvider = ReturnType<Sdk['getProvider']>

/** The EIP-1193 surface wagmi and viem's `custom` transport use. */
export type FortmaticProvider = {
  request(args: { method: string; params?: readonly unknown[] | object | undefined }): Promise<unknown>
}

export type FortmaticParameters = {
  apiKey: string
  /** The network to open the wallet on when `connect` names none: the app's current chain. */
  chainId: number
  /**
   * Called once the SDK's overlay is ready. The wallet modal must close then: it sits in the browser's top layer
   * and makes the rest of the page, the overlay included, inert.
   */
  onOverlayReady?: (() => void) | undefined
}

/** The SDK is a CommonJS package: depending on the bundler's interop, `default` is the class or its exports. */
export function sdkClass(module: typeof FortmaticModule): SdkClass {
  const value: unknown = module.default
  if (typeof value === 'function') return value as SdkClass
  const nested = typeof value === 'object' && value !== null && 'default' in value ? value.default : undefined
  if (typeof nested === 'function') return nested as SdkClass
  throw new Error('The Fortmatic SDK did not load.')
}

/** The SDK's `request` wraps its legacy `sendAsync`; closing its overlay becomes the standard rejection (4001). */
function eip1193(provider: SdkProvider): FortmaticProvider {
  return {
    async request({ method, params }) {
      try {
        // The SDK types `request` as returning accounts; it forwards any method and resolves with its result.
        const result: unknown = await provider.request({
          method,
          params: Array.isArray(params) ? params : [],
        })
        return result
      } catch (error) {
        if (error instanceof Error && OVERLAY_CLOSED.test(error.message))
          throw new UserRejectedRequestError(error)
        throw error
      }
    },
  }
}

/**
 * Whether the SDK's overlay <iframe> has loaded. The SDK keeps its overlay controller private; it is read
 * defensively, and a provider without one is taken as never ready (activation then times out).
 */
export function isOverlayReady(provider: unknown): boolean {
  if (typeof provider !== 'object' || provider === null || !('overlay' in provider)) return false
  const overlay = provider.overlay
  return (
    typeof overlay === 'object' &&
    overlay !== null &&
    'overlayReady' in overlay &&
    overlay.overlayReady === true
  )
}

/** Polls the overlay every OVERLAY_POLL_MS: resolves once it is ready, fails after OVERLAY_TIMEOUT_MS. */
function watchOverlay(provider: SdkProvider, onReady: (() => void) | undefined) {
  let timer: ReturnType<typeof setInterval> | undefined
  const ready = new Promise<void>((resolve, reject) => {
    const startedAt = Date.now()
    const check = () => {
      if (isOverlayReady(provider)) {
        clearInterval(timer)
        onReady?.()
        resolve()
      } else if (Date.now() - startedAt >= OVERLAY_TIMEOUT_MS) {
        clearInterval(timer)
        reject(new Error(`The Fortmatic overlay did not load within ${OVERLAY_TIMEOUT_MS / 1000} s.`))
      }
    }
    timer = setInterval(check, OVERLAY_POLL_MS)
    check()
  })
  return { ready, stop: () => clearInterval(timer) }
}

/**
 * A wagmi connector for the Fortmatic SDK. The network is fixed when the SDK is opened (networks 1, 3, 4 and 42
 * only: any other fails with 'Unsupported network ID: {id}' before the SDK is even loaded); there is no chain
 * switching and no silent reconnect on load (that would load the SDK and its overlay on every visit).
 */
export function fortmatic(parameters: FortmaticParameters) {
  let sdk: Sdk | undefined
  let sdkProvider: SdkProvider | undefined
  let provider: FortmaticProvider | undefined
  let chainId = parameters.chainId
  let connected = false

  async function open(target: number): Promise<FortmaticProvider> {
    const network = fortmaticSdkNetwork(target)
    if (provider && target === chainId) return provider
    const Fortmatic = sdkClass(await import('fortmatic'))
    sdk = new Fortmatic(parameters.apiKey, network)
    // The SDK keeps one provider (and one overlay) per network and key: opening again reuses them.
    sdkProvider = sdk.getProvider()
    chainId = target
    provider = eip1193(sdkProvider)
    return provider
  }

  return createConnector<FortmaticProvider>((config) => ({
    id: FORTMATIC_CONNECTOR_ID,
    name: 'Fortmatic',
    type: 'fortmatic',
    async connect({ chainId: requested, withCapabilities } = {}) {
      const wallet = await open(requested ?? chainId)
      const overlay = sdkProvider ? watchOverlay(sdkProvider, parameters.onOverlayReady) : null
      try {
        // eth_accounts opens the overlay's login when nobody is logged in (the SDK's `enable`).
        const [result] = await Promise.all([wallet.request({ method: 'eth_accounts' }), overlay?.ready])
        const accounts = toAddresses(result)
        if (accounts.length === 0) throw new Error('Fortmatic returned no account.')
        connected = true
        return {
          accounts: (withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId,
        }
      } finally {
        overlay?.stop()
      }
    },
    async disconnect() {
      connected = false
      try {
        await sdk?.user.logout()
      } catch {
        // Logging out of the hosted wallet is best effort: the app forgets the connection either way.
      }
    },
    async getAccounts() {
      if (!connected || !provider) return []
      return toAddresses(await provider.request({ method: 'eth_accounts' }))
    },
    async getChainId() {
      return chainId
    },
    async getProvider() {
      return provider ?? open(chainId)
    },
    async isAuthorized() {
      return false
    },
    onAccountsChanged(accounts) {
      if (accounts.length === 0) this.onDisconnect()
      else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
    },
    onChainChanged(chain) {
      config.emitter.emit('change', { chainId: Number(chain) })
    },
    onDisconnect() {
      connected = false
      config.emitter.emit('disconnect')
    },
  }))
}

function toAddresses(result: unknown): Address[] {
  if (!Array.isArray(result)) return []
  return result.filter((a): a is string => typeof a === 'string').map((a) => getAddress(a))
}
