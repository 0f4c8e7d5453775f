// Quick-select base tokens in the token picker (facts §5.3), in display order; 'ETH' is the native coin.
import type { Address } from 'viem'
import { type Currency, nativeCurrency, type TokenCurrency } from './currency.ts'

type Base = 'ETH' | Omit<TokenCurrency, 'kind' | 'chainId'>

const WETH_NAME = 'Wrapped Ether'
const weth = (address: Address): Base => ({ address, decimals: 18, symbol: 'WETH', name: WETH_NAME })
const token = (address: Address, decimals: number, symbol: string, name: string): Base => ({
  address,
  decimals,
  symbol,
  name,
})

const MAINNET: readonly Base[] = [
  'ETH',
  token('0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI', 'Dai Stablecoin'),
  token('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC', 'USD//C'),
  token('0xdAC17F958D2ee523a2206206994597C13D831ec7', 6, 'USDT', 'Tether USD'),
  token('0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 8, 'WBTC', 'Wrapped BTC'),
  weth('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'),
]
const L2_DAI = token('0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1', 18, 'DAI', 'Dai stable coin')

const BASES: Readonly<Record<number, readonly Base[]>> = {
  1: MAINNET,
  3: ['ETH', weth('0xc778417E063141139Fce010982780140Aa0cD5Ab')],
  4: ['ETH', weth('0xc778417E063141139Fce010982780140Aa0cD5Ab')],
  5: ['ETH', weth('0xB4FBF271143F4FBf7B91A5ded31805e42b2208d6')],
  42: ['ETH', weth('0xd0A1E359811322d97991E03f863a0C30C2cF029C')],
  42161: [
    'ETH',
    L2_DAI,
    token('0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8', 6, 'USDC', 'USD//C'),
    token('0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', 6, 'USDT', 'Tether USD'),
    token('0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f', 8, 'WBTC', 'Wrapped BTC'),
    weth('0x82aF49447D8a07e3bd95BD0d56f35241523fBab1'),
  ],
  421611: ['ETH', weth('0xB47e6A5f8b33b3F17603C83a0535A9dcD7E32681')],
  10: [
    'ETH',
    L2_DAI,
    token('0x7F5c764cBc14f9669B88837ca1490cCa17c31607', 6, 'USDC', 'USD//C'),
    token('0x94b008aA00579c1307B0EF2c499aD98a8ce58e58', 6, 'USDT', 'Tether USD'),
    token('0x68f180fcCe6836688e9084f035309E29Bf0A2095', 8, 'WBTC', 'Wrapped BTC'),
  ],
  69: ['ETH'],
}

/** The chain's base tokens; `extra` supplies them for a chain the table does not know (the local chain). */
export function commonBases(chainId: number, extra?: readonly Base[]): Currency[] {
  const bases = BASES[chainId] ?? extra ?? []
  return bases.map(
    (base): Currency => (base === 'ETH' ? nativeCurrency(chainId) : { kind: 'token', chainId, ...base }),
  )
}

export type { Base as CommonBase }
