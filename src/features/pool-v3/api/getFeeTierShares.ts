// Fee-tier shares of a pair (spec 2 §4 "Fee tier selection", §7): the subgraph's feeTierDistribution where the
// chain has one; otherwise — and when it fails or is more than 20 blocks behind ('Graph stale') — the tokens
// each tier's pool holds, read from the chain (balanceOf of both tokens for the three pools in one eth_call).
import type { Address } from 'viem'
import { aggregateCalls, type ReadClient } from '../../../chain/multicall.ts'
import { decodeRead, tokenBalanceRead } from '../../../chain/reads.ts'
import { SubgraphError, type SubgraphErrorKind, type SubgraphFetch } from '../../../chain/subgraph.ts'
import { getFeeTierDistribution } from '../../../chain/subgraphFeeTiers.ts'
import { type FeeTier, type FeeTierShares, feeTierShares, type TierHoldings } from '../model/feeTierShares.ts'

export type FeeTierSharesClients = { client: ReadClient; fetch: SubgraphFetch }

export type FeeTierSharesRequest = {
  chainId: number
  tokenA: Address
  tokenB: Address
  /** Each tier's pool address for the pair (whether or not it exists). */
  pools: readonly { fee: FeeTier; address: Address }[]
  latestBlock: number
  subgraphUrl: string | null
  multicall: Address
}

export type GraphStale = { graphBlock: number; latestBlock: number }

export type FeeTierSharesResult = {
  /** Null when no tier's pool holds anything. */
  shares: FeeTierShares | null
  source: 'subgraph' | 'chain'
  /** The subgraph was too far behind: its data was ignored and 'Graph stale' is to be reported. */
  graphStale: GraphStale | null
  /** Why the subgraph's answer was not used, when it failed. */
  fallback: SubgraphErrorKind | 'stale' | null
}

/** The tokens each pool holds, raw, in one multicall; null when a balance could not be read. */
export async function getTierHoldings(
  client: ReadClient,
  request: Pick<FeeTierSharesRequest, 'chainId' | 'tokenA' | 'tokenB' | 'pools' | 'multicall'>,
): Promise<TierHoldings[] | null> {
  const { chainId, tokenA, tokenB, pools } = request
  const reads = pools.flatMap((pool) => [
    tokenBalanceRead(chainId, tokenA, pool.address),
    tokenBalanceRead(chainId, tokenB, pool.address),
  ])
  const answer = await aggregateCalls(
    client,
    request.multicall,
    reads.map((read) => read.call),
  )
  const balances = reads.map((read, i) => decodeRead(read, answer.returnData[i], () => undefined))
  if (balances.some((balance) => typeof balance !== 'bigint')) return null
  return pools.map((pool, i) => ({
    fee: pool.fee,
    amountA: Number(balances[2 * i]),
    amountB: Number(balances[2 * i + 1]),
  }))
}

/** Rejects only when the chain's node fails. */
export async function getFeeTierShares(
  clients: FeeTierSharesClients,
  request: FeeTierSharesRequest,
  options: { signal?: AbortSignal } = {},
): Promise<FeeTierSharesResult> {
  let graphStale: GraphStale | null = null
  let fallback: FeeTierSharesResult['fallback'] = null
  if (request.subgraphUrl !== null) {
    try {
      const answer = await getFeeTierDistribution(
        clients.fetch,
        request.subgraphUrl,
        { tokenA: request.tokenA, tokenB: request.tokenB, latestBlock: request.latestBlock },
        { signal: options.signal },
      )
      if (answer.kind === 'distribution') {
        const holdings = answer.tiers.map(({ fee, lockedA, lockedB }) => ({
          fee,
          amountA: lockedA,
          amountB: lockedB,
        }))
        return { shares: feeTierShares(holdings), source: 'subgraph', graphStale: null, fallback: null }
      }
      graphStale = { graphBlock: answer.graphBlock, latestBlock: answer.latestBlock }
      fallback = 'stale'
    } catch (error) {
      if (!(error instanceof SubgraphError)) throw error
      fallback = error.kind
    }
    options.signal?.throwIfAborted()
  }
  const holdings = await getTierHoldings(clients.client, request)
  return { shares: holdings && feeTierShares(holdings), source: 'chain', graphStale, fallback }
}
