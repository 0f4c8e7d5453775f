// Header navigation rules.

const POOL_PREFIXES = ['/pool', '/add', '/remove', '/increase', '/find']

/** Pool is the active tab on paths starting with /pool, /add, /remove, /increase or /find. */
export function isPoolPath(pathname: string): boolean {
  return POOL_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

/**
 * Vote is offered only on mainnet-like chains: mainnet and the local chain (which has the governance contracts),
 * whether the chain is the wallet's or the default one read without a wallet.
 */
export function showVoteLink(chain: { mainnetLike: boolean } | undefined): boolean {
  return chain?.mainnetLike ?? false
}
