// A WETH/USDC pair at 2000 USDC per WETH (the devchain's tokens; WETH sorts first) holding 500 WETH, of which
// the account's LP stands for a tenth, and v3 pool states at any price, for the derivation's tests.
import { Token } from '@uniswap/sdk-core'
import { encodeSqrtRatioX96, nearestUsableTick, TickMath } from '@uniswap/v3-sdk'
import JSBI from 'jsbi'
import type { PoolState } from '../../../../lib/routing/v3Routing.ts'
import type { MigrationInputs, Ticks } from '../deriveMigration.ts'

export const WETH = new Token(
  31337,
  '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  18,
  'WETH',
  'Wrapped Ether',
)
export const USDC = new Token(31337, '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d', 6, 'USDC', 'USD Coin')
export const PAIR = '0xEde1BDF02050b7a0E966557CAbC8CA0668d83094'

export const RESERVES = [500n * 10n ** 18n, 1_000_000n * 10n ** 6n] as const
export const TOTAL_SUPPLY = 10n ** 18n
export const LP_BALANCE = TOTAL_SUPPLY / 10n

/** The pool's slot0 at `usdcPerWeth` whole USDC per WETH (six decimals of it count), with some liquidity. */
export function poolStateAt(usdcPerWeth: number): NonNullable<PoolState> {
  const scaled = BigInt(Math.round(usdcPerWeth * 1e6))
  // token1 (USDC, 6 decimals) per token0 (WETH, 18 decimals) in base units.
  const sqrtPriceX96 = encodeSqrtRatioX96(
    JSBI.BigInt((scaled * 10n ** 6n).toString()),
    JSBI.BigInt((10n ** 24n).toString()),
  )
  return {
    sqrtPriceX96: BigInt(sqrtPriceX96.toString()),
    tick: TickMath.getTickAtSqrtRatio(sqrtPriceX96),
    liquidity: 10n ** 18n,
  }
}

/** The range from `below` ticks under `tick` to `above` ticks over it, snapped to the tier's spacing. */
export function rangeAround(tick: number, below: number, above: number, spacing = 60): Ticks {
  return {
    tickLower: nearestUsableTick(tick - below, spacing),
    tickUpper: nearestUsableTick(tick + above, spacing),
  }
}

export function migrationInputs(overrides: Partial<MigrationInputs> = {}): MigrationInputs {
  const poolState = poolStateAt(2000)
  return {
    pair: PAIR,
    token0: WETH,
    token1: USDC,
    reserves: RESERVES,
    totalSupply: TOTAL_SUPPLY,
    lpBalance: LP_BALANCE,
    fee: 3000,
    poolState,
    ticks: rangeAround(poolState.tick, 6000, 6000),
    slippageBps: 75,
    ...overrides,
  }
}
