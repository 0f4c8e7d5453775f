// What routes may go through, per chain (facts §5.4–5.8): the intermediary bases, the extra bases for some
// tokens, the custom bases that replace them for a token, the pinned v2 pairs, and the USD pricing stablecoin.
import { Token } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import type { WrappedNative } from '../sdk/sdkCurrency.ts'
import type { BaseConfig } from './candidates.ts'

export type RoutingConfig = BaseConfig & {
  /** v2 pairs always considered, whatever the tokens (chain 1 only). */
  pinnedPairs: readonly (readonly [Token, Token])[]
}

export type UsdStablecoin = { token: Token /** raw amount bought to price a currency */; amount: bigint }

/** Tokens the local chain's deployment names (by symbol), when the build has a local chain. */
export type LocalRoutingTokens = {
  chainId: number
  tokens: Readonly<Record<string, { address: Address; decimals: number; symbol: string; name: string }>>
}

const t = (chainId: number, address: string, decimals: number, symbol: string, name: string) =>
  new Token(chainId, address, decimals, symbol, name)

const M = {
  DAI: t(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI', 'Dai Stablecoin'),
  USDC: t(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC', 'USD//C'),
  USDT: t(1, '0xdAC17F958D2ee523a2206206994597C13D831ec7', 6, 'USDT', 'Tether USD'),
  WBTC: t(1, '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 8, 'WBTC', 'Wrapped BTC'),
  AMPL: t(1, '0xD46bA6D942050d489DBd938a2C909A5d5039A161', 9, 'AMPL', 'Ampleforth'),
  FEI: t(1, '0x956F47F50A910163D8BF957Cf5846D573E7f87CA', 18, 'FEI', 'Fei USD'),
  TRIBE: t(1, '0xc7283b66Eb1EB5FB86327f08e1B5816b0720212B', 18, 'TRIBE', 'Tribe'),
  FRAX: t(1, '0x853d955aCEf822Db058eb8505911ED77F175b99e', 18, 'FRAX', 'Frax'),
  FXS: t(1, '0x3432B6A60D23Ca0dFCa7761B7ab56459D9C964D0', 18, 'FXS', 'Frax Share'),
  renBTC: t(1, '0xEB4C2781e4ebA804CE9a9803C67d0893436bB27D', 8, 'renBTC', 'renBTC'),
  ETH2x_FLI: t(
    1,
    '0xAa6E8127831c9DE45ae56bB1b0d4D4Da6e5665BD',
    18,
    'ETH2x-FLI',
    'ETH 2x Flexible Leverage Index',
  ),
  sETH2: t(1, '0xFe2e637202056d30016725477c5da089Ab0A043A', 18, 'sETH2', 'StakeWise Staked ETH2'),
  rETH2: t(1, '0x20BC832ca081b91433ff6c17f85701B6e92486c5', 18, 'rETH2', 'StakeWise Reward ETH2'),
  SWISE: t(1, '0x48C3399719B582dD63eB5AADf12A40B4C3f52FA2', 18, 'SWISE', 'StakeWise'),
  cDAI: t(1, '0x5d3a536E4D6DbD6114cc1Ead35777bAB948E3643', 8, 'cDAI', 'Compound Dai'),
  cUSDC: t(1, '0x39AA39c021dfbaE8faC545936693aC917d5E7563', 8, 'cUSDC', 'Compound USD Coin'),
}
const L2_DAI = '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1'
const ARB = {
  DAI: t(42161, L2_DAI, 18, 'DAI', 'Dai stable coin'),
  USDC: t(42161, '0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8', 6, 'USDC', 'USD//C'),
  USDT: t(42161, '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', 6, 'USDT', 'Tether USD'),
  WBTC: t(42161, '0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f', 8, 'WBTC', 'Wrapped BTC'),
}
const OPT = {
  DAI: t(10, L2_DAI, 18, 'DAI', 'Dai stable coin'),
  USDT: t(10, '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58', 6, 'USDT', 'Tether USD'),
  WBTC: t(10, '0x68f180fcCe6836688e9084f035309E29Bf0A2095', 8, 'WBTC', 'Wrapped BTC'),
}

const key = (token: Token) => token.address.toLowerCase()
const UNNAMED_FLI_BASE = '0xf16e4d813f4dcfde4c5b44f305c908742de84ef0'

const MAINNET_ADDITIONAL: Readonly<Record<string, readonly Token[]>> = {
  [UNNAMED_FLI_BASE]: [M.ETH2x_FLI],
  [key(M.rETH2)]: [M.sETH2],
  [key(M.SWISE)]: [M.sETH2],
  [key(M.FEI)]: [M.TRIBE],
  [key(M.TRIBE)]: [M.FEI],
  [key(M.FRAX)]: [M.FXS],
  [key(M.FXS)]: [M.FRAX],
  [key(M.WBTC)]: [M.renBTC],
  [key(M.renBTC)]: [M.WBTC],
}

function wrappedToken(chainId: number, wrapped: WrappedNative): Token {
  return new Token(chainId, wrapped.address, wrapped.decimals, wrapped.symbol, wrapped.name)
}

/** The route search's bases for a chain; `local` supplies the local chain's tokens (it routes like mainnet). */
export function routingConfigOf(
  chainId: number,
  wrapped: WrappedNative,
  local?: LocalRoutingTokens,
): RoutingConfig {
  const weth = wrappedToken(chainId, wrapped)
  switch (chainId) {
    case 1:
      return {
        bases: [weth, M.DAI, M.USDC, M.USDT, M.WBTC],
        additionalBases: MAINNET_ADDITIONAL,
        customBases: { [key(M.AMPL)]: [M.DAI, weth] },
        pinnedPairs: [
          [M.cDAI, M.cUSDC],
          [M.USDC, M.USDT],
          [M.DAI, M.USDT],
        ],
      }
    case 10:
      return { bases: [weth, OPT.DAI, OPT.USDT, OPT.WBTC], pinnedPairs: [] }
    case 42161:
      return { bases: [weth, ARB.DAI, ARB.USDT, ARB.WBTC], pinnedPairs: [] }
  }
  if (local && local.chainId === chainId) {
    const named = ['DAI', 'USDC', 'USDT', 'WBTC'].flatMap((symbol) => {
      const token = local.tokens[symbol]
      return token ? [t(chainId, token.address, token.decimals, token.symbol, token.name)] : []
    })
    return { bases: [weth, ...named], pinnedPairs: [] }
  }
  return { bases: [weth], pinnedPairs: [] }
}

/** The stablecoin a currency's USD value is priced in, and the amount bought to price it (facts §5.8). */
export function usdStablecoinOf(chainId: number, local?: LocalRoutingTokens): UsdStablecoin | null {
  switch (chainId) {
    case 1:
      return { token: M.USDC, amount: 100_000_000_000n }
    case 42161:
      return { token: ARB.USDC, amount: 10_000_000_000n }
    case 10:
      return { token: OPT.DAI, amount: 10_000n * 10n ** 18n }
  }
  const usdc = local && local.chainId === chainId ? local.tokens.USDC : undefined
  if (!usdc) return null
  return {
    token: t(chainId, usdc.address, usdc.decimals, usdc.symbol, usdc.name),
    amount: 100_000n * 10n ** 6n,
  }
}
