import type { Address } from 'viem'
import { localChainConfig } from './chains.ts'

/** How a token takes a permit: the EIP-712 domain name and version (absent for UNI), and its form. */
export type PermitTokenInfo = {
  /** 'amount' is EIP-2612 (owner, spender, value); 'allowed' is DAI's (holder, spender, allowed). */
  type: 'amount' | 'allowed'
  name: string
  version?: string
}

const USDC: PermitTokenInfo = { type: 'amount', name: 'USD Coin', version: '2' }
const DAI: PermitTokenInfo = { type: 'allowed', name: 'Dai Stablecoin', version: '1' }
const UNI: PermitTokenInfo = { type: 'amount', name: 'Uniswap' }
const UNI_ADDRESS = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'

/** Every v2 pair (LP token) takes an amount permit under this domain. */
export const V2_LP_PERMIT_INFO: PermitTokenInfo = { type: 'amount', name: 'Uniswap V2', version: '1' }

type Table = Readonly<Record<number, Readonly<Record<string, PermitTokenInfo>>>>

function byAddress(entries: readonly [Address, PermitTokenInfo][]): Record<string, PermitTokenInfo> {
  return Object.fromEntries(entries.map(([address, info]) => [address.toLowerCase(), info]))
}

const PUBLIC_PERMIT_TOKENS: Table = {
  1: byAddress([
    ['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', USDC],
    ['0x6B175474E89094C44Da98b954EedeAC495271d0F', DAI],
    [UNI_ADDRESS, UNI],
  ]),
  3: byAddress([
    [UNI_ADDRESS, UNI],
    ['0x07865c6E87B9F70255377e024ace6630C1Eaa37F', USDC],
  ]),
  4: byAddress([
    ['0xc7AD46e0b8a400Bb3C915120d284AafbA8fc4735', DAI],
    [UNI_ADDRESS, UNI],
  ]),
  5: byAddress([[UNI_ADDRESS, UNI]]),
  42: byAddress([[UNI_ADDRESS, UNI]]),
}

/** The local chain's permit tokens (its DAI, USDC and UNI take the same permits as on mainnet). */
export function localPermitTokens(
  tokens: Readonly<Record<string, { address: Address } | undefined>>,
): Record<string, PermitTokenInfo> {
  const known: readonly [string, PermitTokenInfo][] = [
    ['DAI', DAI],
    ['USDC', USDC],
    ['UNI', UNI],
  ]
  return byAddress(
    known.flatMap(([symbol, info]): [Address, PermitTokenInfo][] => {
      const token = tokens[symbol]
      return token ? [[token.address, info]] : []
    }),
  )
}

const localTable: Table = localChainConfig
  ? { [localChainConfig.chainId]: localPermitTokens(localChainConfig.tokens) }
  : {}

/** How the token takes a permit on that chain, or undefined when it takes none (approve on chain instead). */
export function permitInfoOf(chainId: number, token: Address): PermitTokenInfo | undefined {
  return (PUBLIC_PERMIT_TOKENS[chainId] ?? localTable[chainId])?.[token.toLowerCase()]
}
