// Tokens of every decimals shape for the add form's tests (beside positionFixture's DAI, WETH and USDC): the
// range must read the same in either token order whatever the decimals, down to 0 and up to 36.
import { Token } from '@uniswap/sdk-core'
import { CHAIN_ID, DAI, USDC, WETH } from './positionFixture.ts'

export const WBTC = new Token(
  CHAIN_ID,
  '0x4ed7c70F96B99c776995fB64377f0d4aB3B0e1C1',
  8,
  'WBTC',
  'Wrapped BTC',
)
export const WHOLE = new Token(
  CHAIN_ID,
  '0x1000000000000000000000000000000000000001',
  0,
  'WHOLE',
  'No decimals',
)
export const FINE = new Token(
  CHAIN_ID,
  '0xf000000000000000000000000000000000000001',
  36,
  'FINE',
  'Many decimals',
)

export const ADD_TOKENS: readonly Token[] = [DAI, WETH, USDC, WBTC, WHOLE, FINE]
export const SPACINGS = { 500: 10, 3000: 60, 10000: 200 } as const
