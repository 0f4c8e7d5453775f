// The v2 pairs the pool page looks at on a chain (issue #18): every combination of the chain's routing
// bases, the pinned pairs, and the pairs the user saved, each once, with its LP token address.
import { Token } from '@uniswap/sdk-core'
import type { Address, Hex } from 'viem'
import { create2PairAddress } from '../../../lib/create2PairAddress.ts'
import { pairAddressOf } from '../../../lib/routing/v2Routing.ts'

/** A saved token as the settings store keeps it (read back from storage: validated, yet untrusted). */
export type SavedTokenInput = {
  chainId: number
  address: string
  decimals: number
  symbol?: string
  name?: string
}
export type SavedPairInput = { token0: SavedTokenInput; token1: SavedTokenInput }

/** A pair in the pair contract's order (token0 sorts before token1), and its LP token on the chain's factory. */
export type TrackedPair = { token0: Token; token1: Token; liquidityToken: Address }

export type TrackedPairsParams = {
  chainId: number
  /** The chain's v2 factory; none means v2 is not offered there and nothing is tracked. */
  factory: Address | undefined
  /** A v2 fork's pair init code hash, for its factory's pairs; v2's own when absent. */
  pairInitCodeHash?: Hex | undefined
  bases: readonly Token[]
  pinnedPairs: readonly (readonly [Token, Token])[]
  savedPairs: readonly SavedPairInput[]
}

function savedToken(token: SavedTokenInput): Token {
  // The SDK checks the address (and checksums it) and the decimals; a bad entry throws and is dropped.
  return new Token(token.chainId, token.address, token.decimals, token.symbol, token.name)
}

function basePairs(bases: readonly Token[]): [Token, Token][] {
  return bases.flatMap((a, i) => bases.slice(i + 1).map((b): [Token, Token] => [a, b]))
}

/**
 * The tracked pairs, bases first, then pinned, then saved; the first occurrence of an LP address wins, so a
 * saved pair of two bases keeps the bases' token details. Pairs of one token, of another chain's tokens, or
 * with a token that is no valid token are left out, never thrown.
 */
export function trackedPairsOf(params: TrackedPairsParams): TrackedPair[] {
  const { chainId, factory, bases, pinnedPairs, savedPairs, pairInitCodeHash } = params
  if (!factory) return []
  const candidates: (() => readonly [Token, Token])[] = [
    ...basePairs(bases).map((pair) => () => pair),
    ...pinnedPairs.map((pair) => () => pair),
    ...savedPairs.map((pair) => () => [savedToken(pair.token0), savedToken(pair.token1)] as const),
  ]
  const seen = new Set<string>()
  const tracked: TrackedPair[] = []
  for (const candidate of candidates) {
    let pair: TrackedPair
    try {
      const [a, b] = candidate()
      if (a.chainId !== chainId || b.chainId !== chainId) continue
      if (a.chainId !== b.chainId || a.equals(b)) continue
      const liquidityToken = pairInitCodeHash
        ? create2PairAddress({
            factory,
            pairInitCodeHash,
            tokenA: a.address as Address,
            tokenB: b.address as Address,
          })
        : pairAddressOf(a, b, factory)
      pair = a.sortsBefore(b)
        ? { token0: a, token1: b, liquidityToken }
        : { token0: b, token1: a, liquidityToken }
    } catch {
      continue
    }
    const key = pair.liquidityToken.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    tracked.push(pair)
  }
  return tracked
}
