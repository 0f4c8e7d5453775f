// A position on mainnet as the position hooks read it (DAI/WETH 0.3 %, #25's range, ETH at 2,000 DAI), for the
// collect and remove hooks' tests.
import type { Address } from 'viem'
import { chainInfoOf } from '../../../../chain/chains.ts'
import type { TokenCurrency } from '../../../tokens/index.ts'
import { TERMS_25, wethDaiPool } from '../../model/test/positionFixture.ts'
import type { Position } from '../usePositions.ts'

const contracts = chainInfoOf(1)?.contracts
if (!contracts?.nonfungiblePositionManager) throw new Error('No mainnet position manager')
export const MANAGER: Address = contracts.nonfungiblePositionManager

export const OWNER: Address = '0x00000000000000000000000000000000000000A1'
export const OPERATOR: Address = '0x00000000000000000000000000000000000000A2'

export const DAI: TokenCurrency = {
  kind: 'token',
  chainId: 1,
  address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  decimals: 18,
  symbol: 'DAI',
  name: 'Dai Stablecoin',
}
export const WETH: TokenCurrency = {
  kind: 'token',
  chainId: 1,
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  decimals: 18,
  symbol: 'WETH',
  name: 'Wrapped Ether',
}
export const USDC: TokenCurrency = {
  kind: 'token',
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  symbol: 'USDC',
  name: 'USD Coin',
}

const pool = wethDaiPool()

export function mainnetPosition(overrides: Partial<Position> = {}): Position {
  return {
    tokenId: 25n,
    owner: OWNER,
    token0: DAI,
    token1: WETH,
    fee: TERMS_25.fee,
    tickLower: TERMS_25.tickLower,
    tickUpper: TERMS_25.tickUpper,
    liquidity: TERMS_25.liquidity,
    tokensOwed0: 0n,
    tokensOwed1: 0n,
    pool: {
      sqrtPriceX96: BigInt(pool.sqrtRatioX96.toString()),
      tick: pool.tickCurrent,
      liquidity: 10n ** 24n,
    },
    status: 'in-range',
    ...overrides,
  }
}

/** 12.3456789 DAI and 0.004 WETH owed. */
export const FEES = { amount0: 12_345_678_900_000_000_000n, amount1: 4_000_000_000_000_000n }
