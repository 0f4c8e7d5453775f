// The connected wallet's own node connection, for reading a chain the build has no endpoint of its own for (spec:
// "everything goes through the wallet's chain connection"). The wallet runtime says which provider is connected on
// which chain (features/wallet/runtime/walletRuntime.ts); the chain's transport asks here per request
// (transports.ts), and the unavailable-chain banner asks whether anything can read the chain at all.

/** What is needed of an EIP-1193 provider to read through it. */
export type WalletReadProvider = {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
}

type WalletReads = { chainId: number; provider: WalletReadProvider } | null

let current: WalletReads = null
const listeners = new Set<() => void>()

/** The connected wallet's provider and its chain, or null when no wallet is connected. */
export function setWalletReads(next: WalletReads): void {
  if (current?.chainId === next?.chainId && current?.provider === next?.provider) return
  current = next
  for (const listener of listeners) listener()
}

/** The provider to read `chainId` through: the connected wallet's while it is on that chain, else null. */
export function walletReadProviderOn(chainId: number): WalletReadProvider | null {
  return current !== null && current.chainId === chainId ? current.provider : null
}

/** Calls `listener` whenever the wallet, or its chain, changes; returns the unsubscribe. */
export function subscribeWalletReads(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
