// Which pools and pairs a trade between two tokens may go through (spec 1 §9 route limits; facts §5.4–5.7):
// the two tokens and the chain's base tokens, in every combination, minus identical tokens.
import type { Token } from '@uniswap/sdk-core'

export type BaseConfig = {
  /** Bases every route may go through on this chain (wrapped native, stablecoins, …). */
  bases: readonly Token[]
  /** Extra bases used when a trade involves the token (by lower-case address). */
  additionalBases?: Readonly<Record<string, readonly Token[]>>
  /** Bases that replace the list entirely for a token (by lower-case address). */
  customBases?: Readonly<Record<string, readonly Token[]>>
}

function basesFor(token: Token, config: BaseConfig): readonly Token[] {
  return config.customBases?.[token.address.toLowerCase()] ?? config.bases
}

function uniqueTokens(tokens: readonly Token[]): Token[] {
  const seen = new Map<string, Token>()
  for (const t of tokens) seen.set(t.address.toLowerCase(), t)
  return [...seen.values()]
}

/** Every unordered pair among the two tokens and the bases, with the same token never paired with itself. */
export function tokenCombinations(tokenA: Token, tokenB: Token, config: BaseConfig): [Token, Token][] {
  if (tokenA.chainId !== tokenB.chainId) throw new Error('Not matching chain IDs')
  const extra = [
    ...(config.additionalBases?.[tokenA.address.toLowerCase()] ?? []),
    ...(config.additionalBases?.[tokenB.address.toLowerCase()] ?? []),
  ]
  const bases = uniqueTokens([...config.bases, ...extra])
  const basePairs: [Token, Token][] = []
  for (let i = 0; i < bases.length; i++)
    for (let j = i + 1; j < bases.length; j++) {
      const a = bases[i]
      const b = bases[j]
      if (a && b) basePairs.push([a, b])
    }
  const candidates: [Token, Token][] = [
    [tokenA, tokenB],
    ...basesFor(tokenA, config).map((base): [Token, Token] => [tokenA, base]),
    ...basesFor(tokenB, config).map((base): [Token, Token] => [tokenB, base]),
    ...basePairs,
  ]
  const seen = new Set<string>()
  return candidates.filter(([a, b]) => {
    if (a.equals(b)) return false
    const [x, y] = a.sortsBefore(b) ? [a, b] : [b, a]
    const key = `${x.address.toLowerCase()}-${y.address.toLowerCase()}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
