// Header navigation rules.

const POOL_PREFIXES = ['/pool', '/add', '/remove', '/increase', '/find']

/** Pool is the active tab on paths starting with /pool, /add, /remove, /increase or /find. */
export function isPoolPath(pathname: string): boolean {
  return POOL_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

/** Vote is offered on mainnet and on the local chain (mainnet-like, with the governance contracts), or with no chain. */
export function showVoteLink(chainId: number | null, localChainId: number | null): boolean {
  return chainId === null || chainId === 1 || (localChainId !== null && chainId === localChainId)
}
