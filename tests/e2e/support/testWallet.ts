import type { Page } from '@playwright/test'
import { type Address, getAddress, numberToHex } from 'viem'
import { EMIT_HOOK, installInjectedWallet, REQUEST_BINDING, type WalletInfo } from './injectedWallet.ts'
import { type JsonRpcError, type JsonRpcReply, rpcCall } from './jsonRpc.ts'

const ICON =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b82f6"/><path d="M8 16h16M16 8v16" stroke="#fff" stroke-width="4"/></svg>',
  ).toString('base64')

export const TEST_WALLET_INFO: WalletInfo = {
  uuid: '8b5b0d8e-6f3e-4c5f-9b1a-2f7e7d1c0e01',
  name: 'E2E Test Wallet',
  icon: ICON,
  rdns: 'dev.e2e.testwallet',
}

/** Requests a real wallet would put in front of its user, which the test can make the user reject. */
const PROMPTING_METHODS = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'eth_sendTransaction',
  'eth_sign',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
])
const NEEDS_AUTHORIZATION = new Set([
  'eth_sendTransaction',
  'eth_sign',
  'personal_sign',
  'eth_signTypedData_v4',
])

class WalletError extends Error {
  readonly rpc: JsonRpcError
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.rpc = data === undefined ? { code, message } : { code, message, data }
  }
}

export type WalletRequest = { method: string; params: unknown }

/**
 * The Node side of the injected test wallet: it keeps the wallet's state (which survives reloads of the
 * page, as an extension's would) and forwards chain requests to the worker's anvil, whose dev accounts are
 * unlocked, so anvil signs eth_sendTransaction and eth_signTypedData_v4 itself.
 */
export class TestWallet {
  /** Every request the page made, in order. */
  readonly requests: WalletRequest[] = []
  /** Assets the app asked the wallet to watch (wallet_watchAsset). */
  readonly watchedAssets: unknown[] = []
  private accountIndex = 0
  private chainId = 31337
  private authorized = false
  private readonly knownChains = new Set([31337, 1])
  private readonly rejections: (string | undefined)[] = []
  private readonly failures: { method: string; error: JsonRpcError }[] = []
  private readonly holds: { method: string; released: Promise<void> }[] = []
  /** Chains with a node of their own (see addChain); any other chain's requests go to `rpcUrl`. */
  private readonly chainRpcUrls = new Map<number, string>()
  /** An account outside anvil's dev accounts the wallet reports instead (it cannot sign for it). */
  private foreignAccount: Address | null = null

  constructor(
    private readonly page: Page,
    private readonly rpcUrl: string,
    private readonly accounts: readonly Address[],
  ) {}

  get address(): Address {
    if (this.foreignAccount) return this.foreignAccount
    const address = this.accounts[this.accountIndex]
    if (!address) throw new Error(`No account ${this.accountIndex}`)
    return getAddress(address)
  }

  get info(): WalletInfo {
    return TEST_WALLET_INFO
  }

  /** Call before the first navigation. */
  async install(): Promise<void> {
    await this.page.exposeBinding(REQUEST_BINDING, async (_source, payload: string) => {
      const { method, params } = JSON.parse(payload) as WalletRequest
      this.requests.push({ method, params })
      let reply: JsonRpcReply
      try {
        reply = { result: await this.handle(method, params) }
      } catch (error) {
        if (!(error instanceof WalletError)) throw error
        reply = { error: error.rpc }
      }
      return JSON.stringify(reply)
    })
    await this.page.addInitScript(installInjectedWallet, {
      info: TEST_WALLET_INFO,
      requestBinding: REQUEST_BINDING,
      emitHook: EMIT_HOOK,
    })
  }

  /**
   * The user connected this site on an earlier visit: the wallet answers eth_accounts from the start, so the app
   * reconnects on load without the wallet modal. Call before the first navigation.
   */
  authorizeSite(): void {
    this.authorized = true
  }

  /** The next prompting request (or the next request of `method`) is rejected by the "user" with 4001. */
  rejectNext(method?: string): void {
    this.rejections.push(method)
  }

  /** Selects another of anvil's dev accounts (index or address); connected pages get accountsChanged. */
  async switchAccount(account: number | Address): Promise<void> {
    const index =
      typeof account === 'number'
        ? account
        : this.accounts.findIndex((a) => a.toLowerCase() === account.toLowerCase())
    if (index < 0 || index >= this.accounts.length) throw new Error(`Unknown account ${String(account)}`)
    this.accountIndex = index
    this.foreignAccount = null
    if (this.authorized) await this.emit('accountsChanged', [this.address])
  }

  /** The next request of `method` fails with this JSON-RPC error (not a user rejection). */
  failNext(method: string, code = -32603, message = 'Internal error'): void {
    this.failures.push({ method, error: { code, message } })
  }

  /** The next request of `method` waits until the returned function is called, like a wallet prompt left open. */
  holdNext(method: string): () => void {
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    this.holds.push({ method, released })
    return release
  }

  /** Reports any address as the selected account (for read-only states such as a blocked account). */
  async reportAccount(address: Address): Promise<void> {
    this.foreignAccount = getAddress(address)
    if (this.authorized) await this.emit('accountsChanged', [this.address])
  }

  /**
   * The wallet knows `chainId` with its own node: once on that chain (switched to, or `startOn`), its requests
   * and transactions go there.
   */
  addChain(chainId: number, rpcUrl: string): void {
    this.chainRpcUrls.set(chainId, rpcUrl)
    this.knownChains.add(chainId)
  }

  /** The wallet is on `chainId` when the page loads. Call before the first navigation. */
  startOn(chainId: number): void {
    this.chainId = chainId
    this.knownChains.add(chainId)
  }

  /** Makes the wallet report another chain (requests still go to anvil); the page gets chainChanged. */
  async reportChain(chainId: number): Promise<void> {
    this.chainId = chainId
    this.knownChains.add(chainId)
    await this.emit('chainChanged', numberToHex(chainId))
  }

  /** The user disconnects the site from the wallet. */
  async revoke(): Promise<void> {
    this.authorized = false
    await this.emit('accountsChanged', [])
  }

  async emit(event: string, data: unknown): Promise<void> {
    await this.page.evaluate(
      ([hook, name, payload]) => {
        const emit = (window as unknown as Record<string, (e: string, d: unknown) => void>)[hook]
        emit?.(name, payload)
      },
      [EMIT_HOOK, event, data] as const,
    )
  }

  private takeRejection(method: string): boolean {
    const index = this.rejections.findIndex((m) =>
      m === undefined ? PROMPTING_METHODS.has(method) : m === method,
    )
    if (index === -1) return false
    this.rejections.splice(index, 1)
    return true
  }

  private permissions() {
    return [
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [this.address] }],
      },
    ]
  }

  private async handle(method: string, params: unknown): Promise<unknown> {
    const hold = this.holds.findIndex((h) => h.method === method)
    if (hold !== -1) {
      const [held] = this.holds.splice(hold, 1)
      await held?.released
    }
    const failure = this.failures.findIndex((f) => f.method === method)
    if (failure !== -1) {
      const [failed] = this.failures.splice(failure, 1)
      if (failed) throw new WalletError(failed.error.code, failed.error.message)
    }
    if (this.takeRejection(method)) throw new WalletError(4001, 'User rejected the request.')
    if (NEEDS_AUTHORIZATION.has(method) && !this.authorized)
      throw new WalletError(4100, 'The requested account and/or method has not been authorized by the user.')
    const first: unknown = Array.isArray(params) ? params[0] : undefined
    switch (method) {
      case 'eth_requestAccounts':
        this.authorized = true
        return [this.address]
      case 'eth_accounts':
        return this.authorized ? [this.address] : []
      case 'eth_chainId':
        return numberToHex(this.chainId)
      case 'net_version':
        return String(this.chainId)
      case 'wallet_requestPermissions':
        this.authorized = true
        return this.permissions()
      case 'wallet_getPermissions':
        return this.authorized ? this.permissions() : []
      case 'wallet_revokePermissions':
        this.authorized = false
        return null
      case 'wallet_switchEthereumChain': {
        const chainId = chainIdParam(first)
        if (!this.knownChains.has(chainId))
          throw new WalletError(4902, `Unrecognized chain ID ${numberToHex(chainId)}`)
        if (chainId !== this.chainId) await this.reportChain(chainId)
        return null
      }
      case 'wallet_addEthereumChain': {
        // Like the common wallets: adding a chain also offers to switch to it, and the user accepts.
        const chainId = chainIdParam(first)
        this.knownChains.add(chainId)
        if (chainId !== this.chainId) await this.reportChain(chainId)
        return null
      }
      case 'wallet_watchAsset':
        this.watchedAssets.push(params)
        return true
      default: {
        const reply = await rpcCall(this.chainRpcUrls.get(this.chainId) ?? this.rpcUrl, method, params ?? [])
        if (reply.error) throw new WalletError(reply.error.code, reply.error.message, reply.error.data)
        return reply.result
      }
    }
  }
}

function chainIdParam(param: unknown): number {
  if (
    typeof param === 'object' &&
    param !== null &&
    'chainId' in param &&
    typeof param.chainId === 'string'
  ) {
    const chainId = Number.parseInt(param.chainId, 16)
    if (Number.isSafeInteger(chainId) && chainId > 0) return chainId
  }
  throw new WalletError(-32602, 'Invalid chainId parameter')
}
