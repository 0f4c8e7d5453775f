// feeTierDistribution (spec 2 §7): what each fee tier's pool of a pair holds, by the subgraph, with the block
// it has indexed. The data is ignored when the chain is more than 20 blocks ahead ('Graph stale').
import type { Address } from 'viem'
import {
  amountField,
  bigIntField,
  graphBlockOf,
  isGraphStale,
  type JsonObject,
  listField,
  querySubgraph,
  type SubgraphFetch,
  type SubgraphOptions,
} from './subgraph.ts'

export const FEE_TIER_DISTRIBUTION_QUERY = `query feeTierDistribution($token0: String!, $token1: String!) {
  _meta { block { number } }
  asToken0: pools(orderBy: totalValueLockedToken0, orderDirection: desc, where: { token0: $token0, token1: $token1 }) {
    feeTier
    totalValueLockedToken0
    totalValueLockedToken1
  }
  asToken1: pools(orderBy: totalValueLockedToken0, orderDirection: desc, where: { token0: $token1, token1: $token0 }) {
    feeTier
    totalValueLockedToken0
    totalValueLockedToken1
  }
}`

// A pair has one pool per fee the factory knows: a handful, never a hundred.
const MAX_POOLS = 100

/** What one tier's pool holds, in whole tokens, `lockedA` of the query's tokenA and `lockedB` of tokenB. */
export type TierLocked = { fee: number; lockedA: number; lockedB: number }

export type FeeTierDistributionResult =
  | { kind: 'distribution'; tiers: TierLocked[]; graphBlock: number }
  | { kind: 'stale'; graphBlock: number; latestBlock: number }

function parsePools(data: JsonObject, name: string, swapped: boolean): TierLocked[] {
  return listField(data, name, MAX_POOLS).map((entry) => {
    const fee = Number(bigIntField(entry, 'feeTier', 1n, 1_000_000n))
    const locked0 = amountField(entry, 'totalValueLockedToken0')
    const locked1 = amountField(entry, 'totalValueLockedToken1')
    return swapped ? { fee, lockedA: locked1, lockedB: locked0 } : { fee, lockedA: locked0, lockedB: locked1 }
  })
}

/**
 * The pools of tokenA and tokenB in either token order, as amounts of tokenA and tokenB, or 'stale' when the
 * chain's `latestBlock` is more than 20 blocks past the subgraph's.
 */
export async function getFeeTierDistribution(
  fetchFn: SubgraphFetch,
  url: string,
  params: { tokenA: Address; tokenB: Address; latestBlock: number },
  options?: SubgraphOptions,
): Promise<FeeTierDistributionResult> {
  const token0 = params.tokenA.toLowerCase()
  const token1 = params.tokenB.toLowerCase()
  const data = await querySubgraph(
    fetchFn,
    url,
    { query: FEE_TIER_DISTRIBUTION_QUERY, variables: { token0, token1 } },
    options,
  )
  const graphBlock = graphBlockOf(data)
  if (isGraphStale(params.latestBlock, graphBlock)) {
    return { kind: 'stale', graphBlock, latestBlock: params.latestBlock }
  }
  const tiers = [...parsePools(data, 'asToken0', false), ...parsePools(data, 'asToken1', true)]
  return { kind: 'distribution', tiers, graphBlock }
}
