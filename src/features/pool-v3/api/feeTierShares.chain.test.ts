// Fee-tier shares on the seeded local chain (no subgraph): the tokens each tier's pool holds, read in one HTTP
// request, give the shares, and the largest one is the tier the add form selects.
import { type Address, createPublicClient, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { batchedHttp } from '../../../chain/batchedHttp.ts'
import { localChainKit } from '../../../chain/test/localChainKit.ts'
import { FEE_TIERS, type FeeTier, feeTierShares, largestShareTier } from '../model/feeTierShares.ts'
import { getFeeTierShares } from './getFeeTierShares.ts'

const { deployment, publicClient, chain } = localChainKit()
const { WETH, DAI, USDC } = deployment.tokens

function poolsOf(tokenA: Address, tokenB: Address) {
  return FEE_TIERS.map((fee) => {
    const pool = deployment.pools.v3.find(
      (p) => p.fee === fee && [p.token0, p.token1].sort().join() === [tokenA, tokenB].sort().join(),
    )
    if (!pool) throw new Error(`No pool ${fee}`)
    return { fee: fee as FeeTier, address: pool.address }
  })
}

const balanceOf = (token: Address, owner: Address) =>
  publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

describe('fee-tier shares from the chain', () => {
  it.each([
    ['WETH/DAI', WETH.address, DAI.address],
    ['WETH/USDC', WETH.address, USDC.address],
  ])('%s: the shares of the pools’ balances, read in one HTTP request', async (_pair, tokenA, tokenB) => {
    let requests = 0
    const client = createPublicClient({
      chain,
      transport: batchedHttp({
        url: chain.rpcUrls.default.http[0] as string,
        chainId: chain.id,
        fetch: (url, init) => {
          requests++
          return fetch(url, init)
        },
      }),
    })
    const pools = poolsOf(tokenA, tokenB)
    const result = await getFeeTierShares(
      { client, fetch },
      {
        chainId: chain.id,
        tokenA,
        tokenB,
        pools,
        latestBlock: Number(await publicClient.getBlockNumber()),
        subgraphUrl: null,
        multicall: deployment.contracts.UniswapInterfaceMulticall,
      },
    )
    expect(requests).toBe(1)
    const held = await Promise.all(
      pools.map(async (pool) => ({
        fee: pool.fee,
        amountA: Number(await balanceOf(tokenA, pool.address)),
        amountB: Number(await balanceOf(tokenB, pool.address)),
      })),
    )
    expect(held.every((h) => h.amountA > 0 && h.amountB > 0)).toBe(true)
    expect(result).toEqual({ shares: feeTierShares(held), source: 'chain', graphStale: null, fallback: null })
    const shares = result.shares ?? { 500: 0, 3000: 0, 10000: 0 }
    expect(shares[500] + shares[3000] + shares[10000]).toBeCloseTo(1)
    // The market maker put most into 0.3 % (full range plus ±25 %): about 29 %, 59 % and 12 %.
    expect(shares[3000]).toBeGreaterThan(0.5)
    expect(largestShareTier(result.shares)).toBe(3000)
  })
})
