// The fiat wallet's (Fortmatic's) networks, spec 1 §3 and §8. Its own module: only the lazily loaded wallet
// modal and connector use it, so it stays out of the first load.

const FORTMATIC_NETWORKS: Readonly<Record<number, string>> = {
  1: 'mainnet',
  3: 'ropsten',
  4: 'rinkeby',
  42: 'kovan',
}

/** Activation of the fiat wallet (Fortmatic) on a network it does not know; the message is the spec's text. */
export class UnsupportedNetworkError extends Error {
  readonly chainId: number
  constructor(chainId: number) {
    super(`Unsupported network ID: ${chainId}`)
    this.name = 'UnsupportedNetworkError'
    this.chainId = chainId
  }
}

/** The fiat-wallet (Fortmatic) network name for a chain id; it knows networks 1, 3, 4 and 42 only. */
export function fortmaticNetwork(chainId: number): string {
  const network = FORTMATIC_NETWORKS[chainId]
  if (network === undefined) throw new UnsupportedNetworkError(chainId)
  return network
}

/** The network argument of the Fortmatic SDK: none for mainnet (its default), the network's name otherwise. */
export function fortmaticSdkNetwork(chainId: number): string | undefined {
  const network = fortmaticNetwork(chainId)
  return network === 'mainnet' ? undefined : network
}

/**
 * The text the pending view shows under 'Error connecting': only failures whose message is meant for people
 * (the fiat wallet's unsupported network) have one; anything else is logged only.
 */
export function activationErrorMessage(error: unknown): string | null {
  let current: unknown = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (current instanceof UnsupportedNetworkError) return current.message
    current = 'cause' in current ? current.cause : undefined
  }
  return null
}
