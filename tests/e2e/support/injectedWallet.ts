// Runs in the page (through addInitScript) before any of the app's scripts: an EIP-1193 provider that
// announces itself through EIP-6963 and sits at window.ethereum, as a browser extension would. Every
// request goes to the test's Node side through an exposed binding, never through the page's network.
// This function is serialized by Playwright: it must not reference anything outside itself.

export type WalletInfo = { uuid: string; name: string; icon: string; rdns: string }

export const REQUEST_BINDING = '__e2eWalletRequest'
export const EMIT_HOOK = '__e2eWalletEmit'

export function installInjectedWallet(args: {
  info: WalletInfo
  requestBinding: string
  emitHook: string
}): void {
  type Listener = (...params: unknown[]) => void
  type Reply = { result?: unknown; error?: { code: number; message: string; data?: unknown } }
  const scope = window as unknown as Record<string, unknown>
  const listeners = new Map<string, Set<Listener>>()

  class ProviderRpcError extends Error {
    code: number
    data: unknown
    constructor(code: number, message: string, data: unknown) {
      super(message)
      this.code = code
      this.data = data
    }
  }

  const provider = {
    async request(request: { method: string; params?: unknown }): Promise<unknown> {
      if (typeof request?.method !== 'string')
        throw new ProviderRpcError(-32600, 'Invalid request', undefined)
      const send = scope[args.requestBinding] as (payload: string) => Promise<string>
      const reply = JSON.parse(
        await send(JSON.stringify({ method: request.method, params: request.params })),
      ) as Reply
      if (reply.error) throw new ProviderRpcError(reply.error.code, reply.error.message, reply.error.data)
      return reply.result
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  Object.defineProperty(window, args.emitHook, {
    value: (event: string, data: unknown) => {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(data)
    },
  })

  const detail = Object.freeze({ info: Object.freeze({ ...args.info }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  scope.ethereum = provider
}
