// Whether the swap's quote can be shown as the chain's current price (issue: an unreachable node must be
// visible). The chain's health comes from chain-data (model/connectivity.ts): 'unreachable' when the node failed
// the latest block-number poll, 'stale' when no new block arrived within the chain's wait (600 s by default).

/** The chain's health as chain-data reports it. */
export type NetworkHealth = 'live' | 'stale' | 'unreachable'

/** Why the quote may be out of date: the node does not answer, or its latest block is too old. */
export type QuoteStaleness = 'unreachable' | 'stale-block'

/**
 * The quote is stale when the node is unreachable or some read it was derived from got no answer (a pool the
 * node did not answer for looks missing, so even 'no route' is not to be believed), or when the chain's latest
 * block is older than its wait. Null when the quote is as fresh as the chain.
 */
export function quoteStalenessOf(health: NetworkHealth, readsFailed: boolean): QuoteStaleness | null {
  if (health === 'unreachable' || readsFailed) return 'unreachable'
  return health === 'stale' ? 'stale-block' : null
}
