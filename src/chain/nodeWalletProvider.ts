import { numberToHex } from 'viem'

export type Eip1193RequestArguments = {
  readonly method: string
  readonly params?: readonly unknown[] | object
}
type Listener = (...args: unknown[]) => void

export type NodeWalletProvider = {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

/** An EIP-1193 error: `code` follows EIP-1193 / EIP-1474 (4001 user rejected, 4902 unknown chain …). */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
    this.data = data
  }
}

type JsonRpcResponse = { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }

function isJsonRpcResponse(value: unknown): value is JsonRpcResponse {
  return typeof value === 'object' && value !== null && ('result' in value || 'error' in value)
}

function requestedChainId(params: Eip1193RequestArguments['params']): string | undefined {
  const first: unknown = Array.isArray(params) ? params[0] : undefined
  if (typeof first !== 'object' || first === null || !('chainId' in first)) return undefined
  return typeof first.chainId === 'string' ? first.chainId.toLowerCase() : undefined
}

/** Whether the user connected this site to the wallet; kept by the caller so it survives a reload. */
export type Authorization = { get(): boolean; set(authorized: boolean): void }

/**
 * A wallet that lives in a development node (anvil, whose dev accounts are unlocked): account requests,
 * signing and sending are all answered by the node itself. For the local chain only.
 */
export function createNodeWalletProvider(
  rpcUrl: string,
  chainId: number,
  authorization: Authorization,
): NodeWalletProvider {
  const chainIdHex = numberToHex(chainId)
  let nextId = 1

  async function forward(method: string, params: Eip1193RequestArguments['params']): Promise<unknown> {
    const body = JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] })
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    if (!response.ok) throw new ProviderRpcError(-32000, `${response.status} ${response.statusText}`)
    const payload: unknown = await response.json()
    if (!isJsonRpcResponse(payload))
      throw new ProviderRpcError(-32603, `Unexpected JSON-RPC response to ${method}`)
    if (payload.error) {
      const { code, message, data } = payload.error
      throw new ProviderRpcError(
        typeof code === 'number' ? code : -32603,
        typeof message === 'string' ? message : 'RPC error',
        data,
      )
    }
    return payload.result
  }

  return {
    async request({ method, params }) {
      switch (method) {
        // Like any wallet, it shows no account until the user connected (so it is not reconnected uninvited).
        case 'eth_requestAccounts':
          authorization.set(true)
          return forward('eth_accounts', [])
        case 'eth_accounts':
          return authorization.get() ? forward('eth_accounts', []) : []
        case 'eth_chainId':
          return chainIdHex
        case 'wallet_switchEthereumChain':
        case 'wallet_addEthereumChain':
          if (requestedChainId(params) === chainIdHex) return null
          throw new ProviderRpcError(4902, 'This wallet only knows the local chain')
        case 'wallet_requestPermissions':
        case 'wallet_getPermissions':
          throw new ProviderRpcError(4200, `${method} is not supported`)
        case 'wallet_revokePermissions':
          authorization.set(false)
          return null
        case 'wallet_watchAsset':
          return true
        default:
          return forward(method, params)
      }
    },
    // The node's accounts and chain never change, so there is no event to emit.
    on() {},
    removeListener() {},
  }
}
