// Token search (spec 1 §2 "Token selector", §5): an address matches exactly; otherwise every word of the
// query must prefix- or suffix-match a word of the symbol, or every word a word of the name.

export type SearchableToken = { address: string; symbol?: string; name?: string }

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

function words(text: string | undefined): string[] {
  return text
    ? text
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => w.length > 0)
    : []
}

function allQueryWordsMatch(queryWords: readonly string[], targetWords: readonly string[]): boolean {
  if (targetWords.length === 0) return false
  return queryWords.every((q) => targetWords.some((w) => w.startsWith(q) || w.endsWith(q)))
}

export type TokenIndex<T extends SearchableToken> = {
  /** Tokens matching the query, in list order; an empty query matches all. */
  search(query: string): T[]
}

/** Precomputes each token's words once, so a query over thousands of tokens is a few milliseconds. */
export function createTokenIndex<T extends SearchableToken>(tokens: readonly T[]): TokenIndex<T> {
  const entries = tokens.map((token) => ({
    token,
    address: token.address.toLowerCase(),
    symbolWords: words(token.symbol),
    nameWords: words(token.name),
  }))
  return {
    search(query) {
      const trimmed = query.trim()
      if (ADDRESS.test(trimmed)) {
        const address = trimmed.toLowerCase()
        return entries.filter((e) => e.address === address).map((e) => e.token)
      }
      const queryWords = words(trimmed)
      if (queryWords.length === 0) return entries.map((e) => e.token)
      return entries
        .filter(
          (e) => allQueryWordsMatch(queryWords, e.symbolWords) || allQueryWordsMatch(queryWords, e.nameWords),
        )
        .map((e) => e.token)
    },
  }
}

/** Exact symbol matches first, then symbols starting with the query, then the rest (stable). */
export function sortBySymbolMatch<T extends SearchableToken>(tokens: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase()
  if (q === '') return [...tokens]
  const rank = (t: T) => {
    const symbol = t.symbol?.toLowerCase() ?? ''
    if (symbol === q) return 0
    if (symbol.startsWith(q)) return 1
    return 2
  }
  return tokens
    .map((token, i) => ({ token, i, r: rank(token) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((e) => e.token)
}

/** Typing 'e', 'et' or 'eth' puts the native coin at the top. */
export function showsNativeFirst(query: string): boolean {
  const q = query.trim().toLowerCase()
  return q.length > 0 && 'eth'.startsWith(q)
}

/** On Enter: the first result when its symbol matches the query exactly or it is the only result. */
export function tokenPickedOnEnter<T extends SearchableToken>(
  results: readonly T[],
  query: string,
): T | null {
  const first = results[0]
  if (!first) return null
  if (results.length === 1) return first
  return first.symbol?.toLowerCase() === query.trim().toLowerCase() ? first : null
}
