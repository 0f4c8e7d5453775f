// Tokens, a pool and positions like the devchain's WETH/DAI 0.3 % pool (ETH at 2,000 DAI) for the model's tests,
// and the position manager's ABI from its package to read back the calldata the SDK writes.
import { Token } from '@uniswap/sdk-core'
import NonfungiblePositionManager from '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json' with {
  type: 'json',
}
import { encodeSqrtRatioX96, Pool, TickMath } from '@uniswap/v3-sdk'
import { type Abi, type Address, decodeFunctionData, type Hex } from 'viem'
import { ChainNativeCurrency } from '../../../../lib/sdk/sdkCurrency.ts'
import { type PositionTerms, sdkPosition } from '../sdkPosition.ts'

export const CHAIN_ID = 31337
export const WETH = new Token(
  CHAIN_ID,
  '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  18,
  'WETH',
  'Wrapped Ether',
)
export const DAI = new Token(
  CHAIN_ID,
  '0x3Aa5ebB10DC797CAC828524e59A333d0A371443c',
  18,
  'DAI',
  'Dai Stablecoin',
)
export const USDC = new Token(CHAIN_ID, '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d', 6, 'USDC', 'USD Coin')
export const ETH = new ChainNativeCurrency(CHAIN_ID, {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  decimals: 18,
  symbol: 'WETH',
  name: 'Wrapped Ether',
})
export const POSITION_MANAGER: Address = '0x0165878A594ca255338adfa4d48449f69242Eb8F'
export const OWNER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** DAI sorts before WETH: token0 is DAI, and 1 WETH = 2,000 DAI is 1 DAI = 0.0005 WETH. */
export function wethDaiPool(daiPerEth = 2000n, liquidity = 10n ** 24n): Pool {
  const sqrt = encodeSqrtRatioX96('1', daiPerEth.toString())
  return new Pool(DAI, WETH, 3000, sqrt, liquidity.toString(), TickMath.getTickAtSqrtRatio(sqrt))
}

/** Position #25's terms: 1,500 – 2,600 DAI per ETH. */
export const TERMS_25: PositionTerms = {
  token0: DAI.address as Address,
  token1: WETH.address as Address,
  fee: 3000,
  tickLower: -78660,
  tickUpper: -73140,
  liquidity: 1671260014167898095651n,
}

export function position25(pool = wethDaiPool()) {
  const position = sdkPosition(TERMS_25, pool)
  if (!position) throw new Error('fixture')
  return position
}

const abi = NonfungiblePositionManager.abi as Abi

/** The calls inside the position manager's multicall, decoded. */
export function decodeMulticall(data: Hex): { functionName: string; args: readonly unknown[] }[] {
  const outer = decodeFunctionData({ abi, data })
  if (outer.functionName !== 'multicall')
    return [{ functionName: outer.functionName, args: outer.args ?? [] }]
  const [calls] = outer.args as readonly [readonly Hex[]]
  return calls.map((call) => {
    const inner = decodeFunctionData({ abi, data: call })
    return { functionName: inner.functionName, args: inner.args ?? [] }
  })
}
