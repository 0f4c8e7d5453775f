// Tokens and a pair like the devchain's WETH/DAI (1 ETH = 2,000 DAI) for the v2 add model's tests.
import { Token } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import { ChainNativeCurrency } from '../../../../lib/sdk/sdkCurrency.ts'

export const CHAIN_ID = 31337
const WETH_ADDRESS: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const WETH = new Token(CHAIN_ID, WETH_ADDRESS, 18, 'WETH', 'Wrapped Ether')
export const DAI = new Token(
  CHAIN_ID,
  '0x3Aa5ebB10DC797CAC828524e59A333d0A371443c',
  18,
  'DAI',
  'Dai Stablecoin',
)
export const USDC = new Token(CHAIN_ID, '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d', 6, 'USDC', 'USD Coin')
export const WBTC = new Token(
  CHAIN_ID,
  '0x4ed7c70F96B99c776995fB64377f0d4aB3B0e1C1',
  8,
  'WBTC',
  'Wrapped BTC',
)
export const ETH = new ChainNativeCurrency(CHAIN_ID, {
  address: WETH_ADDRESS,
  decimals: 18,
  symbol: 'WETH',
  name: 'Wrapped Ether',
})
export const ROUTER: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
export const OWNER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export const E18 = 10n ** 18n
/** DAI sorts before WETH: the reserves are (DAI, WETH). */
export const WETH_DAI_RESERVES = [2_000_000n * E18, 1_000n * E18] as const
export const WETH_DAI_SUPPLY = 44_721_359_549_995_793_928_183n
