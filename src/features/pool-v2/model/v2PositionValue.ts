// What an amount of a v2 pair's LP tokens stands for (spec 2 §2 "v2 pool page", §5 "Display"): the pooled
// amount of each token and the share of the pool, '<0.01%' below 0.01 %.
import { CurrencyAmount, type Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { formatPercentBps } from '../../../lib/format.ts'

export type V2PositionValue = {
  pooled0: CurrencyAmount<Token>
  pooled1: CurrencyAmount<Token>
  /** The share of the pool's LP supply, e.g. '12.35%', '<0.01%'. */
  shareText: string
}

export type V2PositionValueParams = {
  /** In the pair's order: token0 sorts before token1. */
  token0: Token
  token1: Token
  reserves: readonly [bigint, bigint]
  totalSupply: bigint
  /** LP tokens, base units (18 decimals). */
  liquidity: bigint
}

// Four decimals of a basis point: the two decimals of a percent, rounded from what lies below them.
const BPS_SCALE = 10n ** 8n

/**
 * The pooled amounts (the pair contract's own rounding: liquidity × reserve ÷ totalSupply, no protocol fee)
 * and share; null when the numbers cannot belong together (no supply, more liquidity than supply, negative
 * values), as happens for a moment when reads of two blocks meet.
 */
export function v2PositionValue(params: V2PositionValueParams): V2PositionValue | null {
  const { token0, token1, reserves, totalSupply, liquidity } = params
  const [reserve0, reserve1] = reserves
  if (totalSupply <= 0n || liquidity < 0n || liquidity > totalSupply || reserve0 < 0n || reserve1 < 0n)
    return null
  if (token0.equals(token1) || !token0.sortsBefore(token1)) return null
  const pair = new Pair(
    CurrencyAmount.fromRawAmount(token0, reserve0.toString()),
    CurrencyAmount.fromRawAmount(token1, reserve1.toString()),
  )
  // The SDK's liquidity token only tags the amounts here; its address assumes mainnet's factory and is
  // never used as an address (pairAddressOf gives the real one).
  const supply = CurrencyAmount.fromRawAmount(pair.liquidityToken, totalSupply.toString())
  const held = CurrencyAmount.fromRawAmount(pair.liquidityToken, liquidity.toString())
  return {
    pooled0: pair.getLiquidityValue(token0, supply, held, false),
    pooled1: pair.getLiquidityValue(token1, supply, held, false),
    shareText: shareText(liquidity, totalSupply),
  }
}

function shareText(liquidity: bigint, totalSupply: bigint): string {
  // Decided in integers, as a share far below a basis point would be zero as a float: any share between 0 and
  // 1 bp is what formatPercentBps shows as '<0.01%'.
  if (liquidity > 0n && liquidity * 10_000n < totalSupply) return formatPercentBps(0.5)
  return formatPercentBps(Number((liquidity * BPS_SCALE) / totalSupply) / Number(BPS_SCALE / 10_000n))
}
