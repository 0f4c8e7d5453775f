// The contracts a trade goes through on this chain: its tokens and its pairs or pools, with addresses from
// the chain's own factories (the SDK's pair and pool addresses assume the mainnet factories).
import { computePoolAddress } from '@uniswap/v3-sdk'
import type { Address } from 'viem'
import type { SwapTrade } from '../../../../lib/routing/swapTrade.ts'
import { pairAddressOf } from '../../../../lib/routing/v2Routing.ts'

export type Factories = { v2Factory?: Address | undefined; v3Factory?: Address | undefined }

export function tradeAddresses(
  swap: SwapTrade,
  factories: Factories,
): { tokens: Address[]; pools: Address[] } {
  if (swap.version === 'v2') {
    const { route } = swap.trade
    const factory = factories.v2Factory
    return {
      tokens: route.path.map((t) => t.address as Address),
      pools: factory ? route.pairs.map((p) => pairAddressOf(p.token0, p.token1, factory)) : [],
    }
  }
  const factory = factories.v3Factory
  const routes = swap.trade.swaps.map((s) => s.route)
  return {
    tokens: routes.flatMap((r) => r.tokenPath.map((t) => t.address as Address)),
    pools: factory
      ? routes.flatMap((r) =>
          r.pools.map(
            (p) =>
              computePoolAddress({
                factoryAddress: factory,
                tokenA: p.token0,
                tokenB: p.token1,
                fee: p.fee,
              }) as Address,
          ),
        )
      : [],
  }
}
