// A DAI/USDC and a WETH/DAI pair for the remove v2 model's tests, with round numbers: the account holds 10 % of
// the LP supply, worth 200 DAI and 100 USDC, or 1 WETH and 2,000 DAI.
import { CurrencyAmount, Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { ChainNativeCurrency } from '../../../../lib/sdk/sdkCurrency.ts'

export const E18 = 10n ** 18n
export const E6 = 10n ** 6n
export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const ROUTER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

export const WETH = new Token(
  31337,
  '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  18,
  'WETH',
  'Wrapped Ether',
)
export const DAI = new Token(31337, '0x0B306BF915C4d645ff596e518fAf3F9669b97016', 18, 'DAI', 'Dai Stablecoin')
export const USDC = new Token(31337, '0x959922bE3CAee4b8Cd9a407cc3ac1C251C2007B1', 6, 'USDC', 'USD Coin')
export const FOT = new Token(
  31337,
  '0x68B1D87F95878fE05B998F19b66F4baba5De1aed',
  18,
  'FOT',
  'Fee On Transfer',
)
export const ETH = new ChainNativeCurrency(31337, {
  address: WETH.address as `0x${string}`,
  decimals: 18,
  symbol: 'WETH',
  name: 'Wrapped Ether',
})

export const TOTAL_SUPPLY = 1000n * E18
export const BALANCE = 100n * E18

export const daiUsdc = new Pair(
  CurrencyAmount.fromRawAmount(DAI, (2000n * E18).toString()),
  CurrencyAmount.fromRawAmount(USDC, (1000n * E6).toString()),
)
export const wethDai = new Pair(
  CurrencyAmount.fromRawAmount(WETH, (10n * E18).toString()),
  CurrencyAmount.fromRawAmount(DAI, (20_000n * E18).toString()),
)
